import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::opinions-for-the-ditp.opinions-for-the-ditp');
