import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::ditp-news-item.ditp-news-item');
