import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::public-information-oit.public-information-oit');
