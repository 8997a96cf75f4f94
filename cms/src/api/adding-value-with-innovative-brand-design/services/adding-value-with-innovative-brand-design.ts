import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::adding-value-with-innovative-brand-design.adding-value-with-innovative-brand-design',
);
