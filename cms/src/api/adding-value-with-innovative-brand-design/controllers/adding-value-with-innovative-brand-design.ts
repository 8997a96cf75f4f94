import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::adding-value-with-innovative-brand-design.adding-value-with-innovative-brand-design',
);
