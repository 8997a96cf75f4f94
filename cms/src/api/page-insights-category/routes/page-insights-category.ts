import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::page-insights-category.page-insights-category');
