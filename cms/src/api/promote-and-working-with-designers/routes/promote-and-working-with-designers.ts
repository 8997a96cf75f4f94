import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::promote-and-working-with-designers.promote-and-working-with-designers',
);
