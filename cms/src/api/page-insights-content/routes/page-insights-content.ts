import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::page-insights-content.page-insights-content');
