import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::government-information-center-post.government-information-center-post',
);
