import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::corruption-and-misconduct-complaint-form.corruption-and-misconduct-complaint-form',
);
