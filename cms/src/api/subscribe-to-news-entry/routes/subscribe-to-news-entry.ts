import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::subscribe-to-news-entry.subscribe-to-news-entry');
