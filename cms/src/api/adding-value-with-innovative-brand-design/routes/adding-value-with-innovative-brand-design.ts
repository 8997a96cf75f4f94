import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::adding-value-with-innovative-brand-design.adding-value-with-innovative-brand-design',
);
