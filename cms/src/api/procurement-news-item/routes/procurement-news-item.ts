import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::procurement-news-item.procurement-news-item');
