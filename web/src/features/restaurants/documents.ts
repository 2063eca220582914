import { graphql } from '../../gql';

export const RestaurantPageFragment = graphql(`
  fragment RestaurantPage_restaurant on Restaurant {
    id
    name
    address
    phone
    email
    isLab
    minOrderAmount
    deliveryDelayDays
    mondayDelivery
    tuesdayDelivery
    wednesdayDelivery
    thursdayDelivery
    fridayDelivery
    saturdayDelivery
    sundayDelivery
    deliveryDays
    nextDeliveryDate
    createdAt
    servedRestaurants {
      id
      name
    }
  }
`);

export const RestaurantPageQuery = graphql(`
  query RestaurantPage($id: ID!) {
    restaurant(id: $id) {
      ...RestaurantPage_restaurant
    }
  }
`);

export const UpdateRestaurantMutation = graphql(`
  mutation UpdateRestaurant($id: ID!, $input: RestaurantInput!) {
    updateRestaurant(id: $id, input: $input) {
      ...RestaurantPage_restaurant
    }
  }
`);

export const DeleteRestaurantMutation = graphql(`
  mutation DeleteRestaurant($id: ID!) {
    deleteRestaurant(id: $id)
  }
`);

export const RestaurantFormQuery = graphql(`
  query RestaurantForm($id: ID!) {
    restaurant(id: $id) {
      id
      name
      address
      phone
      email
      isLab
    }
  }
`);

export const CreateRestaurantMutation = graphql(`
  mutation CreateRestaurant($input: RestaurantInput!) {
    createRestaurant(input: $input) {
      id
      name
      address
      phone
      email
      isLab
    }
  }
`);

export const EditRestaurantMutation = graphql(`
  mutation EditRestaurant($id: ID!, $input: RestaurantInput!) {
    updateRestaurant(id: $id, input: $input) {
      id
      name
      address
      phone
      email
      isLab
    }
  }
`);
