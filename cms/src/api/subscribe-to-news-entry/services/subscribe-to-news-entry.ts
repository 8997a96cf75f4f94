import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::subscribe-to-news-entry.subscribe-to-news-entry');
