import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::government-information-center-post.government-information-center-post',
);
