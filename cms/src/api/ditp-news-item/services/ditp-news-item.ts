import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::ditp-news-item.ditp-news-item');
