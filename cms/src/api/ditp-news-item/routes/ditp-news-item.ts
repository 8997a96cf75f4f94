import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::ditp-news-item.ditp-news-item');
