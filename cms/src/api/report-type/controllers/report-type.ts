import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::report-type.report-type');
