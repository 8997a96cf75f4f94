import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::about-ditp-2.about-ditp-2');
