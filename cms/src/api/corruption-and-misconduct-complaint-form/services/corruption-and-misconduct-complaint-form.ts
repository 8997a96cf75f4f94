import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::corruption-and-misconduct-complaint-form.corruption-and-misconduct-complaint-form',
);
