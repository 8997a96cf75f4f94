import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::procurement-news-item.procurement-news-item');
