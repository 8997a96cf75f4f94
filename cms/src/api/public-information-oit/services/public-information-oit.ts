import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::public-information-oit.public-information-oit');
