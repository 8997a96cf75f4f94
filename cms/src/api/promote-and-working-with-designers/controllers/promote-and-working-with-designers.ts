import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::promote-and-working-with-designers.promote-and-working-with-designers',
);
