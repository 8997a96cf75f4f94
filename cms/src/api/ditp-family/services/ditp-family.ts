import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::ditp-family.ditp-family');
