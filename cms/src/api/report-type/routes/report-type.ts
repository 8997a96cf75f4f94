import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::report-type.report-type');
