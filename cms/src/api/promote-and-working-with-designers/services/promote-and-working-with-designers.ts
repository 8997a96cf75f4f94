import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::promote-and-working-with-designers.promote-and-working-with-designers',
);
