import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::page-insights-author.page-insights-author');
