import { graphql } from '../../../gql';

// The selections every hygiene log repeats: who recorded it, its photo, the equipment it names.

graphql(`
  fragment HygieneLog_employee on Employee {
    id
    firstName
    lastName
  }
`);

graphql(`
  fragment HygieneLog_photo on Photo {
    id
    url
  }
`);

graphql(`
  fragment HygieneLog_equipment on Equipment {
    id
    name
  }
`);
