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

// Correcting or voiding a record from its log's table (issue 9 item 14): the history's selection
// and the two mutations, shared by the six logs.
graphql(`
  fragment HygieneLog_correction on HygieneCorrection {
    id
    kind
    reason
    correctedAt
    correctedBy {
      id
      firstName
      lastName
    }
    changes {
      field
      from
      to
    }
  }
`);

export const CorrectHygieneRecordMutation = graphql(`
  mutation CorrectHygieneRecord($log: HygieneLog!, $id: ID!, $input: HygieneCorrectionInput!) {
    correctHygieneRecord(log: $log, id: $id, input: $input) {
      ...HygieneLog_corrected
    }
  }
`);

export const VoidHygieneRecordMutation = graphql(`
  mutation VoidHygieneRecord($log: HygieneLog!, $id: ID!, $reason: String!) {
    voidHygieneRecord(log: $log, id: $id, reason: $reason) {
      ...HygieneLog_corrected
    }
  }
`);

// The answer names the record only: the page's queries are fetched again for its values, status
// and history (a selection of the six types with their histories costs more than the graph allows
// one operation).
graphql(`
  fragment HygieneLog_corrected on HygieneRecord {
    ... on TemperatureReading {
      id
    }
    ... on CoolingRecord {
      id
    }
    ... on HeatingRecord {
      id
    }
    ... on TraceabilityRecord {
      id
    }
    ... on CleaningRecord {
      id
    }
    ... on OilRecord {
      id
    }
  }
`);
