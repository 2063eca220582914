// The photos' demo row: a photo uploaded through the api.
import request from 'supertest';
import { demoPhoto } from '../../src/db/png.ts';
import { fuzzArea } from './core.ts';

interface PhotosFixtures {
  photo: number;
}
declare module './core.ts' {
  interface AreaFixtures {
    photos: PhotosFixtures;
  }
}

export default fuzzArea({
  name: 'photos',
  async load({ server, adminToken }) {
    const photo = await request(server)
      .post('/api/photos')
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('photo', demoPhoto(200), { filename: 'photo.png', contentType: 'image/png' });
    if (photo.status !== 201) throw new Error(`photo: ${photo.status} ${photo.text}`);
    return { photo: (photo.body as { photo: { id: number } }).photo.id };
  },
  ids: {
    photo: (_, fx) => fx.photo,
  },
  pathIds: {
    photos: (_, fx) => fx.photo,
  },
});
