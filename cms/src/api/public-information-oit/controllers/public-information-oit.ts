import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::public-information-oit.public-information-oit');
