import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::procurement-news-item.procurement-news-item');
