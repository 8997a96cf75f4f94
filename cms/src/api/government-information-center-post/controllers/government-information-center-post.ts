import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::government-information-center-post.government-information-center-post',
);
