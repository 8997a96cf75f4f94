import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::report-type.report-type');
