/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  fragment Preferences_all on Preferences {\n    notifications {\n      email\n      push\n      temperatureAlerts\n      cleaningReminders\n      equipmentAlerts\n      dailyReport\n      weeklyReport\n      monthlyReport\n    }\n    appearance {\n      theme\n      language\n      timezone\n      dateFormat\n      temperatureUnit\n    }\n    security {\n      twoFactor\n      sessionTimeout\n      loginAlerts\n      apiAccess\n    }\n  }\n': typeof types.Preferences_AllFragmentDoc;
  '\n  query MyPreferences {\n    me {\n      id\n      preferences {\n        ...Preferences_all\n      }\n    }\n  }\n': typeof types.MyPreferencesDocument;
  '\n  query TestRestaurants {\n    restaurants {\n      id\n      name\n    }\n  }\n': typeof types.TestRestaurantsDocument;
  '\n  fragment Session_user on User {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n': typeof types.Session_UserFragmentDoc;
  '\n  query SessionMe {\n    me {\n      ...Session_user\n    }\n  }\n': typeof types.SessionMeDocument;
  '\n  fragment ArticleTable_article on Article {\n    id\n    name\n    price\n    vat\n    product {\n      id\n      name\n      photoUrl\n    }\n    supplier {\n      id\n      kind\n      name\n    }\n  }\n': typeof types.ArticleTable_ArticleFragmentDoc;
  '\n  query ArticlePage($filter: ArticleFilter, $sort: ArticleSort, $limit: Int, $offset: Int) {\n    articles(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...ArticleTable_article\n      }\n    }\n    everyArticle: articles(limit: 1) {\n      total\n    }\n  }\n': typeof types.ArticlePageDocument;
  '\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      id\n      name\n      supplierRef\n      price\n      vat\n      temperatureCategory\n      costPerBaseUnit\n      createdAt\n      updatedAt\n      product {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n      supplier {\n        id\n        kind\n        name\n        email\n        phone\n        address\n        minOrderAmount\n        deliveryDelayDays\n        deliveryDays\n      }\n      orderingPackaging {\n        id\n        name\n        sourceQuantity\n        sourceUnit\n        baseQuantity\n      }\n      tags {\n        id\n        name\n      }\n      priceHistory {\n        id\n        price\n        previousPrice\n        change\n        changePercent\n        changedAt\n        changedBy {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n': typeof types.ArticleDetailDocument;
  '\n  query ArticleForm($id: ID!) {\n    article(id: $id) {\n      ...ArticleDialog_article\n    }\n  }\n': typeof types.ArticleFormDocument;
  '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      userId\n      enseigne {\n        id\n        name\n      }\n    }\n  }\n': typeof types.SignupDocument;
  '\n  fragment ClockTable_row on ClockRow {\n    key\n    state\n    employee {\n      id\n      firstName\n      lastName\n    }\n    scheduled {\n      id\n      datetimeStart\n      datetimeEnd\n      breakDuration\n      mealCount\n      job {\n        id\n        title\n        color\n      }\n    }\n    realized {\n      id\n      datetimeStart\n      datetimeEnd\n      actualBreakDuration\n      mealCount\n      comment\n    }\n    approved {\n      id\n      datetimeStart\n      datetimeEnd\n      breakDuration\n      mealCount\n      comment\n      job {\n        id\n        title\n        color\n      }\n    }\n  }\n': typeof types.ClockTable_RowFragmentDoc;
  '\n  query BadgeuseWeek($restaurantId: ID!, $start: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      week(start: $start) {\n        start\n        end\n        number\n        days {\n          date\n          clockedShiftCount\n          approvedCount\n          clockRows {\n            ...ClockTable_row\n          }\n        }\n      }\n    }\n  }\n': typeof types.BadgeuseWeekDocument;
  '\n  mutation ApproveRealizedShift($id: ID!, $adjustments: ShiftAdjustmentsInput) {\n    approveRealizedShift(id: $id, adjustments: $adjustments) {\n      id\n    }\n  }\n': typeof types.ApproveRealizedShiftDocument;
  '\n  mutation UpdateApprovedShift($id: ID!, $input: UpdateApprovedShiftInput!) {\n    updateApprovedShift(id: $id, input: $input) {\n      id\n    }\n  }\n': typeof types.UpdateApprovedShiftDocument;
  '\n  mutation DeleteApprovedShift($id: ID!) {\n    deleteApprovedShift(id: $id)\n  }\n': typeof types.DeleteApprovedShiftDocument;
  '\n  mutation ValidateDay($input: ValidateDayInput!) {\n    validateDay(input: $input) {\n      message\n      approved {\n        id\n      }\n      updated {\n        id\n      }\n    }\n  }\n': typeof types.ValidateDayDocument;
  '\n  mutation CreateApprovedShift($input: ApprovedShiftInput!) {\n    createApprovedShift(input: $input) {\n      id\n    }\n  }\n': typeof types.CreateApprovedShiftDocument;
  '\n  fragment KioskDevices_device on KioskDevice {\n    id\n    label\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n': typeof types.KioskDevices_DeviceFragmentDoc;
  '\n  query RestaurantKioskDevices($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      kioskDevices {\n        ...KioskDevices_device\n      }\n    }\n  }\n': typeof types.RestaurantKioskDevicesDocument;
  '\n  mutation CreateKioskDevice($restaurantId: ID!, $label: String!) {\n    createKioskDevice(restaurantId: $restaurantId, label: $label) {\n      token\n      device {\n        ...KioskDevices_device\n      }\n    }\n  }\n': typeof types.CreateKioskDeviceDocument;
  '\n  mutation RevokeKioskDevice($id: ID!) {\n    revokeKioskDevice(id: $id) {\n      ...KioskDevices_device\n    }\n  }\n': typeof types.RevokeKioskDeviceDocument;
  '\n  fragment ConversionDialog_rule on ConversionRule {\n    id\n    sourceQuantity\n    sourceUnit\n    targetQuantity\n    targetUnit\n    factor\n    notes\n    isActive\n    inUse\n  }\n': typeof types.ConversionDialog_RuleFragmentDoc;
  '\n  fragment ConversionDialog_product on Product {\n    id\n    name\n    baseUnit\n    conversionRules {\n      ...ConversionDialog_rule\n    }\n  }\n': typeof types.ConversionDialog_ProductFragmentDoc;
  '\n  mutation CatalogueCreateConversionRule($productId: ID!, $input: ConversionRuleInput!) {\n    createConversionRule(productId: $productId, input: $input) {\n      ...ConversionDialog_rule\n    }\n  }\n': typeof types.CatalogueCreateConversionRuleDocument;
  '\n  mutation CatalogueUpdateConversionRule($id: ID!, $input: UpdateConversionRuleInput!) {\n    updateConversionRule(id: $id, input: $input) {\n      ...ConversionDialog_rule\n    }\n  }\n': typeof types.CatalogueUpdateConversionRuleDocument;
  '\n  fragment ArticleDialog_article on Article {\n    id\n    name\n    supplierRef\n    price\n    vat\n    temperatureCategory\n    product {\n      id\n      name\n    }\n    supplier {\n      id\n      kind\n      name\n    }\n    orderingPackaging {\n      id\n      name\n      sourceQuantity\n      sourceUnit\n    }\n    restaurants {\n      id\n    }\n  }\n': typeof types.ArticleDialog_ArticleFragmentDoc;
  '\n  query CatalogueSupplierOptions {\n    suppliers {\n      id\n      kind\n      name\n    }\n  }\n': typeof types.CatalogueSupplierOptionsDocument;
  '\n  query CatalogueProductOptions($search: String, $limit: Int) {\n    products(filter: { search: $search }, limit: $limit) {\n      total\n      data {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n    }\n  }\n': typeof types.CatalogueProductOptionsDocument;
  '\n  query CatalogueProductUnits($id: ID!) {\n    product(id: $id) {\n      photoUrl\n      ...ConversionDialog_product\n    }\n  }\n': typeof types.CatalogueProductUnitsDocument;
  '\n  query CatalogueRestaurantOptions {\n    restaurants {\n      id\n      name\n      isLab\n    }\n  }\n': typeof types.CatalogueRestaurantOptionsDocument;
  '\n  mutation CatalogueCreateArticle($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      ...ArticleDialog_article\n    }\n  }\n': typeof types.CatalogueCreateArticleDocument;
  '\n  mutation CatalogueUpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      ...ArticleDialog_article\n    }\n  }\n': typeof types.CatalogueUpdateArticleDocument;
  '\n  query Dashboard {\n    dashboard {\n      restaurantCount\n      employeeCount\n      equipmentCount\n      temperatureReadingCount\n      recentRestaurants {\n        id\n        name\n        createdAt\n      }\n      recentEmployees {\n        id\n        firstName\n        lastName\n        createdAt\n      }\n    }\n  }\n': typeof types.DashboardDocument;
  '\n  fragment EmployeeTable_employee on Employee {\n    id\n    firstName\n    lastName\n    pin\n    contractType\n    contractNbHours\n    createdAt\n    restaurant {\n      id\n      name\n    }\n  }\n': typeof types.EmployeeTable_EmployeeFragmentDoc;
  '\n  query RestaurantEmployees($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      ...EmployeeTable_employee\n    }\n  }\n': typeof types.RestaurantEmployeesDocument;
  '\n  query EmployeePage(\n    $restaurantId: ID!\n    $filter: EmployeeFilter\n    $sort: EmployeeSort\n    $limit: Int\n    $offset: Int\n  ) {\n    employeePage(\n      restaurantId: $restaurantId\n      filter: $filter\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      limit\n      offset\n      data {\n        ...EmployeeTable_employee\n      }\n    }\n  }\n': typeof types.EmployeePageDocument;
  '\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeTable_employee\n    }\n  }\n': typeof types.CreateEmployeeDocument;
  '\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeTable_employee\n    }\n  }\n': typeof types.UpdateEmployeeDocument;
  '\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id)\n  }\n': typeof types.DeleteEmployeeDocument;
  '\n  query EnseigneDetail($id: ID!) {\n    enseigne(id: $id) {\n      id\n      name\n      createdAt\n      userCount\n      users {\n        id\n        firstName\n        lastName\n        email\n        role\n        active\n        deactivatedAt\n        restaurants {\n          id\n          name\n        }\n        homeRestaurant {\n          id\n          name\n        }\n      }\n      restaurants {\n        id\n        name\n        isLab\n      }\n      invitations {\n        ...EnseigneDetail_invitation\n      }\n    }\n  }\n': typeof types.EnseigneDetailDocument;
  '\n  fragment EnseigneDetail_invitation on Invitation {\n    id\n    email\n    status\n    role\n    createdAt\n    expiresAt\n    acceptUrl\n    restaurants {\n      id\n      name\n    }\n  }\n': typeof types.EnseigneDetail_InvitationFragmentDoc;
  '\n  mutation InviteManager($input: InviteManagerInput!) {\n    inviteManager(input: $input) {\n      ...EnseigneDetail_invitation\n    }\n  }\n': typeof types.InviteManagerDocument;
  '\n  mutation InviteEmployee($input: InviteEmployeeInput!) {\n    inviteEmployee(input: $input) {\n      ...EnseigneDetail_invitation\n    }\n  }\n': typeof types.InviteEmployeeDocument;
  '\n  mutation SetUserRestaurants($userId: ID!, $restaurantIds: [ID!]!) {\n    setUserRestaurants(userId: $userId, restaurantIds: $restaurantIds) {\n      id\n      restaurants {\n        id\n        name\n      }\n    }\n  }\n': typeof types.SetUserRestaurantsDocument;
  '\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      active\n      deactivatedAt\n    }\n  }\n': typeof types.DeactivateUserDocument;
  '\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      id\n      active\n      deactivatedAt\n    }\n  }\n': typeof types.ReactivateUserDocument;
  '\n  mutation DeleteInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n': typeof types.DeleteInvitationDocument;
  '\n  query MyEnseigne {\n    me {\n      id\n      enseigne {\n        id\n        name\n        createdAt\n        userCount\n        restaurantCount\n      }\n    }\n  }\n': typeof types.MyEnseigneDocument;
  '\n  query InviteEmployeeStaff($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      firstName\n      lastName\n    }\n  }\n': typeof types.InviteEmployeeStaffDocument;
  '\n  fragment EquipmentTable_equipment on Equipment {\n    id\n    name\n    description\n    serialNumber\n    zone {\n      id\n      name\n    }\n    equipmentType {\n      id\n      name\n      equipmentFamily\n      temperatureMin\n      temperatureMax\n      temperatureUnit\n    }\n  }\n': typeof types.EquipmentTable_EquipmentFragmentDoc;
  '\n  fragment EquipmentTypeTable_equipmentType on EquipmentType {\n    id\n    name\n    description\n    equipmentFamily\n    temperatureMin\n    temperatureMax\n    temperatureUnit\n    equipmentCount\n  }\n': typeof types.EquipmentTypeTable_EquipmentTypeFragmentDoc;
  '\n  query RestaurantEquipments($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      equipments {\n        ...EquipmentTable_equipment\n      }\n    }\n  }\n': typeof types.RestaurantEquipmentsDocument;
  '\n  query EquipmentTypes {\n    equipmentTypes {\n      ...EquipmentTypeTable_equipmentType\n    }\n  }\n': typeof types.EquipmentTypesDocument;
  '\n  query EquipmentZones($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      zones {\n        id\n        name\n      }\n    }\n  }\n': typeof types.EquipmentZonesDocument;
  '\n  mutation CreateEquipment($input: EquipmentInput!) {\n    createEquipment(input: $input) {\n      ...EquipmentTable_equipment\n      restaurant {\n        id\n      }\n      zone {\n        id\n        equipmentCount\n      }\n      equipmentType {\n        id\n        equipmentCount\n      }\n    }\n  }\n': typeof types.CreateEquipmentDocument;
  '\n  mutation UpdateEquipment($id: ID!, $input: EquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      ...EquipmentTable_equipment\n      restaurant {\n        id\n      }\n      zone {\n        id\n        equipmentCount\n      }\n      equipmentType {\n        id\n        equipmentCount\n      }\n    }\n  }\n': typeof types.UpdateEquipmentDocument;
  '\n  mutation DeleteEquipment($id: ID!) {\n    deleteEquipment(id: $id)\n  }\n': typeof types.DeleteEquipmentDocument;
  '\n  mutation CreateEquipmentType($input: EquipmentTypeInput!) {\n    createEquipmentType(input: $input) {\n      ...EquipmentTypeTable_equipmentType\n    }\n  }\n': typeof types.CreateEquipmentTypeDocument;
  '\n  mutation UpdateEquipmentType($id: ID!, $input: EquipmentTypeInput!) {\n    updateEquipmentType(id: $id, input: $input) {\n      ...EquipmentTypeTable_equipmentType\n    }\n  }\n': typeof types.UpdateEquipmentTypeDocument;
  '\n  mutation DeleteEquipmentType($id: ID!) {\n    deleteEquipmentType(id: $id)\n  }\n': typeof types.DeleteEquipmentTypeDocument;
  '\n  query CleaningRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      employees {\n        ...HygieneLog_employee\n      }\n      equipments {\n        ...HygieneLog_equipment\n      }\n      surfaces {\n        id\n        name\n      }\n      cleaningRecords(from: $from, to: $to) {\n        id\n        cleanedAt\n        notes\n        history {\n          ...HygieneLog_correction\n        }\n        voided {\n          ...HygieneLog_correction\n        }\n        equipment {\n          id\n          name\n          zone {\n            id\n            name\n          }\n        }\n        surface {\n          id\n          name\n          zone {\n            id\n            name\n          }\n        }\n        employee {\n          ...HygieneLog_employee\n        }\n        photos {\n          ...HygieneLog_photo\n        }\n      }\n    }\n  }\n': typeof types.CleaningRecordsDocument;
  '\n  mutation RecordCleaning($input: CleaningRecordInput!) {\n    recordCleaning(input: $input) {\n      id\n    }\n  }\n': typeof types.RecordCleaningDocument;
  '\n  fragment OilRow on OilRecord {\n    id\n    action\n    method\n    rate\n    level\n    recordedAt\n    date\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n': typeof types.OilRowFragmentDoc;
  '\n  query OilRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      oilRecords(from: $from, to: $to) {\n        ...OilRow\n      }\n    }\n  }\n': typeof types.OilRecordsDocument;
  '\n  mutation RecordOil($input: OilRecordInput!) {\n    recordOil(input: $input) {\n      ...OilRow\n    }\n  }\n': typeof types.RecordOilDocument;
  '\n  fragment ProcessRow_cooling on CoolingRecord {\n    id\n    productName\n    startTemperature\n    endTemperature\n    startTime\n    endTime\n    date\n    durationMinutes\n    status\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n': typeof types.ProcessRow_CoolingFragmentDoc;
  '\n  fragment ProcessRow_heating on HeatingRecord {\n    id\n    productName\n    startTemperature\n    endTemperature\n    startTime\n    endTime\n    date\n    durationMinutes\n    status\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n': typeof types.ProcessRow_HeatingFragmentDoc;
  '\n  query CoolingRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      coolingRecords(from: $from, to: $to) {\n        ...ProcessRow_cooling\n      }\n    }\n  }\n': typeof types.CoolingRecordsDocument;
  '\n  query HeatingRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      heatingRecords(from: $from, to: $to) {\n        ...ProcessRow_heating\n      }\n    }\n  }\n': typeof types.HeatingRecordsDocument;
  '\n  query HygieneRecordOptions($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      equipments {\n        id\n        name\n        equipmentType {\n          id\n          equipmentFamily\n        }\n      }\n      employees {\n        ...HygieneLog_employee\n      }\n    }\n  }\n': typeof types.HygieneRecordOptionsDocument;
  '\n  mutation RecordCooling($input: ProcessRecordInput!) {\n    recordCooling(input: $input) {\n      ...ProcessRow_cooling\n    }\n  }\n': typeof types.RecordCoolingDocument;
  '\n  mutation RecordHeating($input: ProcessRecordInput!) {\n    recordHeating(input: $input) {\n      ...ProcessRow_heating\n    }\n  }\n': typeof types.RecordHeatingDocument;
  '\n  fragment HygieneLog_employee on Employee {\n    id\n    firstName\n    lastName\n  }\n': typeof types.HygieneLog_EmployeeFragmentDoc;
  '\n  fragment HygieneLog_photo on Photo {\n    id\n    url\n  }\n': typeof types.HygieneLog_PhotoFragmentDoc;
  '\n  fragment HygieneLog_equipment on Equipment {\n    id\n    name\n  }\n': typeof types.HygieneLog_EquipmentFragmentDoc;
  '\n  fragment HygieneLog_correction on HygieneCorrection {\n    id\n    kind\n    reason\n    correctedAt\n    correctedBy {\n      id\n      firstName\n      lastName\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n': typeof types.HygieneLog_CorrectionFragmentDoc;
  '\n  mutation CorrectHygieneRecord($log: HygieneLog!, $id: ID!, $input: HygieneCorrectionInput!) {\n    correctHygieneRecord(log: $log, id: $id, input: $input) {\n      ...HygieneLog_corrected\n    }\n  }\n': typeof types.CorrectHygieneRecordDocument;
  '\n  mutation VoidHygieneRecord($log: HygieneLog!, $id: ID!, $reason: String!) {\n    voidHygieneRecord(log: $log, id: $id, reason: $reason) {\n      ...HygieneLog_corrected\n    }\n  }\n': typeof types.VoidHygieneRecordDocument;
  '\n  fragment HygieneLog_corrected on HygieneRecord {\n    ... on TemperatureReading {\n      id\n    }\n    ... on CoolingRecord {\n      id\n    }\n    ... on HeatingRecord {\n      id\n    }\n    ... on TraceabilityRecord {\n      id\n    }\n    ... on CleaningRecord {\n      id\n    }\n    ... on OilRecord {\n      id\n    }\n  }\n': typeof types.HygieneLog_CorrectedFragmentDoc;
  '\n  fragment TemperatureRow on TemperatureReading {\n    id\n    temperature\n    recordedAt\n    status\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n': typeof types.TemperatureRowFragmentDoc;
  '\n  query TemperatureReadings($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      temperatureReadings(from: $from, to: $to) {\n        ...TemperatureRow\n      }\n    }\n  }\n': typeof types.TemperatureReadingsDocument;
  '\n  query TemperatureOptions($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      equipments {\n        id\n        name\n        equipmentType {\n          id\n          name\n          equipmentFamily\n          temperatureMin\n          temperatureMax\n          temperatureUnit\n        }\n      }\n      employees {\n        ...HygieneLog_employee\n      }\n    }\n  }\n': typeof types.TemperatureOptionsDocument;
  '\n  mutation RecordTemperature($input: TemperatureReadingInput!) {\n    recordTemperature(input: $input) {\n      ...TemperatureRow\n    }\n  }\n': typeof types.RecordTemperatureDocument;
  '\n  query TraceabilityRecords(\n    $restaurantId: ID!\n    $filter: TraceabilityFilter\n    $sort: TraceabilitySort\n    $limit: Int\n    $offset: Int\n  ) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      employees {\n        ...HygieneLog_employee\n      }\n      traceabilityRecords(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n        total\n        limit\n        offset\n        data {\n          id\n          productName\n          lotNumber\n          supplierName\n          notes\n          history {\n            ...HygieneLog_correction\n          }\n          voided {\n            ...HygieneLog_correction\n          }\n          createdAt\n          employee {\n            ...HygieneLog_employee\n          }\n          recordedBy {\n            id\n            firstName\n            lastName\n          }\n          photo {\n            ...HygieneLog_photo\n          }\n        }\n      }\n    }\n  }\n': typeof types.TraceabilityRecordsDocument;
  '\n  mutation RecordTraceability($input: TraceabilityRecordInput!) {\n    recordTraceability(input: $input) {\n      id\n    }\n  }\n': typeof types.RecordTraceabilityDocument;
  '\n  query TraceabilityExport(\n    $restaurantId: ID!\n    $filter: TraceabilityFilter\n    $sort: TraceabilitySort\n    $limit: Int\n    $offset: Int\n  ) {\n    restaurant(id: $restaurantId) {\n      id\n      traceabilityRecords(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n        total\n        data {\n          id\n          productName\n          lotNumber\n          supplierName\n          notes\n          createdAt\n          employee {\n            id\n            firstName\n            lastName\n          }\n          recordedBy {\n            id\n            firstName\n            lastName\n          }\n        }\n      }\n    }\n  }\n': typeof types.TraceabilityExportDocument;
  '\n  query InventoryList($restaurantId: ID, $status: InventoryStatus, $limit: Int, $offset: Int) {\n    inventories(restaurantId: $restaurantId, status: $status, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        id\n        status\n        startedAt\n        finalizedAt\n        lineCount\n        note\n        restaurant {\n          id\n          name\n        }\n        countedBy {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n': typeof types.InventoryListDocument;
  '\n  fragment InventoryCounting_line on InventoryLine {\n    id\n    inputQuantity\n    packagingName\n    packagingQuantity\n    packagingUnit\n    quantityInBaseUnit\n    packaging {\n      id\n    }\n    product {\n      id\n      name\n      baseUnit\n    }\n  }\n': typeof types.InventoryCounting_LineFragmentDoc;
  '\n  fragment InventoryCounting_inventory on Inventory {\n    id\n    status\n    startedAt\n    finalizedAt\n    cancelledAt\n    note\n    restaurant {\n      id\n      name\n    }\n    countedBy {\n      id\n      firstName\n      lastName\n    }\n    lines {\n      ...InventoryCounting_line\n    }\n  }\n': typeof types.InventoryCounting_InventoryFragmentDoc;
  '\n  query Inventory($id: ID!) {\n    inventory(id: $id) {\n      ...InventoryCounting_inventory\n    }\n  }\n': typeof types.InventoryDocument;
  '\n  fragment CountingProduct_packaging on Packaging {\n    id\n    type\n    name\n    sourceQuantity\n    sourceUnit\n  }\n': typeof types.CountingProduct_PackagingFragmentDoc;
  '\n  query CountingProducts($limit: Int, $offset: Int) {\n    products(limit: $limit, offset: $offset) {\n      total\n      data {\n        id\n        name\n        baseUnit\n        photoUrl\n        restaurants {\n          id\n        }\n        storageSpaces {\n          id\n          name\n          zone {\n            id\n            name\n            restaurant {\n              id\n            }\n          }\n        }\n        inventoryPackagings: packagings(type: INVENTORY) {\n          ...CountingProduct_packaging\n        }\n        storagePackagings: packagings(type: STORAGE) {\n          ...CountingProduct_packaging\n        }\n        conversionRules {\n          id\n          sourceQuantity\n          sourceUnit\n          targetQuantity\n          targetUnit\n          isActive\n        }\n      }\n    }\n  }\n': typeof types.CountingProductsDocument;
  '\n  query InventoryEmployees($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      firstName\n      lastName\n    }\n  }\n': typeof types.InventoryEmployeesDocument;
  '\n  mutation SaveInventory($input: SaveInventoryInput!) {\n    saveInventory(input: $input) {\n      ...InventoryCounting_inventory\n    }\n  }\n': typeof types.SaveInventoryDocument;
  '\n  mutation CompleteInventory($input: SaveInventoryInput!) {\n    completeInventory(input: $input) {\n      ...InventoryCounting_inventory\n    }\n  }\n': typeof types.CompleteInventoryDocument;
  '\n  mutation FinalizeInventory($id: ID!) {\n    finalizeInventory(id: $id) {\n      ...InventoryCounting_inventory\n    }\n  }\n': typeof types.FinalizeInventoryDocument;
  '\n  mutation CancelInventory($id: ID!) {\n    cancelInventory(id: $id) {\n      ...InventoryCounting_inventory\n    }\n  }\n': typeof types.CancelInventoryDocument;
  '\n  query VerifyInvitation($token: String!) {\n    verifyInvitation(token: $token) {\n      email\n      enseigneName\n      expiresAt\n      role\n    }\n  }\n': typeof types.VerifyInvitationDocument;
  '\n  mutation AcceptInvitation($token: String!, $input: AcceptInvitationInput!) {\n    acceptInvitation(token: $token, input: $input) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n': typeof types.AcceptInvitationDocument;
  '\n  fragment JobTable_job on Job {\n    id\n    title\n    breakDuration\n    color\n    displayColor\n    isActive\n    createdAt\n  }\n': typeof types.JobTable_JobFragmentDoc;
  '\n  query RestaurantJobs($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      jobs {\n        ...JobTable_job\n      }\n    }\n  }\n': typeof types.RestaurantJobsDocument;
  '\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      ...JobTable_job\n    }\n  }\n': typeof types.CreateJobDocument;
  '\n  mutation UpdateJob($id: ID!, $input: UpdateJobInput!) {\n    updateJob(id: $id, input: $input) {\n      ...JobTable_job\n    }\n  }\n': typeof types.UpdateJobDocument;
  '\n  mutation DeleteJob($id: ID!) {\n    deleteJob(id: $id)\n  }\n': typeof types.DeleteJobDocument;
  '\n  query KioskInfo {\n    kiosk {\n      deviceId\n      label\n      restaurantName\n      timeZone\n    }\n  }\n': typeof types.KioskInfoDocument;
  '\n  fragment KioskScreen_employee on KioskEmployee {\n    firstName\n    lastNameInitial\n    presence\n    since\n    plannedStart\n    plannedEnd\n    actions\n  }\n': typeof types.KioskScreen_EmployeeFragmentDoc;
  '\n  mutation KioskIdentify($pin: String!) {\n    kioskIdentify(pin: $pin) {\n      ...KioskScreen_employee\n    }\n  }\n': typeof types.KioskIdentifyDocument;
  '\n  mutation KioskClock($pin: String!, $action: KioskAction!) {\n    kioskClock(pin: $pin, action: $action) {\n      action\n      at\n      message\n      employee {\n        ...KioskScreen_employee\n      }\n    }\n  }\n': typeof types.KioskClockDocument;
  '\n  fragment LabCard_laboratory on Restaurant {\n    id\n    name\n    address\n    phone\n    email\n    minOrderAmount\n    deliveryDelayDays\n    deliveryDays\n    nextDeliveryDate\n    servedRestaurants {\n      id\n      name\n    }\n  }\n': typeof types.LabCard_LaboratoryFragmentDoc;
  '\n  query Laboratories {\n    laboratories {\n      ...LabCard_laboratory\n    }\n  }\n': typeof types.LaboratoriesDocument;
  '\n  fragment Bell_list on NotificationList {\n    unread\n    notifications {\n      id\n      kind\n      title\n      body\n      link\n      createdAt\n      readAt\n      restaurant {\n        id\n      }\n    }\n  }\n': typeof types.Bell_ListFragmentDoc;
  '\n  query Notifications {\n    notifications {\n      ...Bell_list\n    }\n  }\n': typeof types.NotificationsDocument;
  '\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all) {\n      ...Bell_list\n    }\n  }\n': typeof types.MarkNotificationsReadDocument;
  '\n  fragment PlanningShift_shift on ScheduledShift {\n    id\n    day\n    datetimeStart\n    datetimeEnd\n    breakDuration\n    mealCount\n    comment\n    duration\n    employee {\n      id\n    }\n    job {\n      id\n      title\n      displayColor\n    }\n  }\n': typeof types.PlanningShift_ShiftFragmentDoc;
  '\n  query PlanningRestaurant($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      jobs {\n        id\n        title\n        breakDuration\n        displayColor\n        isActive\n      }\n    }\n  }\n': typeof types.PlanningRestaurantDocument;
  '\n  query PlanningWeek($restaurantId: ID!, $start: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      week(start: $start) {\n        start\n        end\n        number\n        label\n        workedMinutes\n        days {\n          date\n          people\n          workedMinutes\n          shifts {\n            ...PlanningShift_shift\n          }\n          absences {\n            id\n            date\n            type\n            label\n            comment\n            employee {\n              id\n            }\n          }\n        }\n        employees {\n          employee {\n            id\n            firstName\n            lastName\n          }\n          plannedMinutes\n          contractHours\n          weeklyContractHours\n          expectedMinutes\n          warnings {\n            code\n            day\n            title\n            message\n          }\n        }\n        hoursByJob {\n          job {\n            id\n            title\n            displayColor\n          }\n          minutes\n        }\n      }\n    }\n  }\n': typeof types.PlanningWeekDocument;
  '\n  mutation CreateScheduledShift($input: ScheduledShiftInput!) {\n    createScheduledShift(input: $input) {\n      ...PlanningShift_shift\n    }\n  }\n': typeof types.CreateScheduledShiftDocument;
  '\n  mutation UpdateScheduledShift($id: ID!, $input: UpdateScheduledShiftInput!) {\n    updateScheduledShift(id: $id, input: $input) {\n      ...PlanningShift_shift\n    }\n  }\n': typeof types.UpdateScheduledShiftDocument;
  '\n  mutation DeleteScheduledShift($id: ID!) {\n    deleteScheduledShift(id: $id)\n  }\n': typeof types.DeleteScheduledShiftDocument;
  '\n  mutation CopyPlanningWeek($input: CopyPlanningWeekInput!) {\n    copyPlanningWeek(input: $input) {\n      message\n      count\n    }\n  }\n': typeof types.CopyPlanningWeekDocument;
  '\n  mutation DeletePlanningWeek($input: DeletePlanningWeekInput!) {\n    deletePlanningWeek(input: $input) {\n      message\n      count\n    }\n  }\n': typeof types.DeletePlanningWeekDocument;
  '\n  mutation CreateAbsences($input: AbsencesInput!) {\n    createAbsences(input: $input) {\n      id\n    }\n  }\n': typeof types.CreateAbsencesDocument;
  '\n  mutation DeleteAbsence($id: ID!) {\n    deleteAbsence(id: $id)\n  }\n': typeof types.DeleteAbsenceDocument;
  '\n  fragment ProductTable_product on Product {\n    id\n    name\n    baseUnit\n    category\n    dlcEntame\n    photoUrl\n    restaurantCount\n    allergens\n    tags {\n      id\n      name\n    }\n  }\n': typeof types.ProductTable_ProductFragmentDoc;
  '\n  query ProductList($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {\n    products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...ProductTable_product\n      }\n    }\n  }\n': typeof types.ProductListDocument;
  '\n  query ProductDialogOptions {\n    restaurants {\n      id\n      name\n      isLab\n    }\n    tags {\n      id\n      name\n    }\n  }\n': typeof types.ProductDialogOptionsDocument;
  '\n  fragment ProductPackaging_packaging on Packaging {\n    id\n    type\n    name\n    sourceQuantity\n    sourceUnit\n    baseQuantity\n  }\n': typeof types.ProductPackaging_PackagingFragmentDoc;
  '\n  fragment ProductArticle_article on Article {\n    ...ArticleDialog_article\n    id\n    name\n    supplierRef\n    price\n    vat\n    vatRate\n    temperatureCategory\n    costPerBaseUnit\n    supplier {\n      id\n      kind\n      name\n    }\n    orderingPackaging {\n      id\n      name\n      sourceQuantity\n      sourceUnit\n    }\n    restaurants {\n      id\n    }\n    tags {\n      id\n      name\n    }\n  }\n': typeof types.ProductArticle_ArticleFragmentDoc;
  '\n  fragment ProductCost_articleCost on ArticleCost {\n    costPerBaseUnit\n    article {\n      id\n      name\n      supplier {\n        id\n        kind\n        name\n      }\n    }\n  }\n': typeof types.ProductCost_ArticleCostFragmentDoc;
  '\n  fragment ProductCost_product on Product {\n    id\n    preferredSupplier {\n      id\n      kind\n      name\n    }\n    cost {\n      costPerBaseUnit\n      cheapest {\n        ...ProductCost_articleCost\n      }\n      preferred {\n        ...ProductCost_articleCost\n      }\n      missing {\n        reason\n        unit\n        article {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.ProductCost_ProductFragmentDoc;
  '\n  query ProductSheet($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      baseUnit\n      category\n      dlcEntame\n      photoUrl\n      allergens\n      tags {\n        id\n        name\n      }\n      restaurants {\n        id\n        name\n      }\n      storageSpaces {\n        id\n      }\n      packagings {\n        ...ProductPackaging_packaging\n      }\n      ...ConversionDialog_product\n      articles {\n        ...ProductArticle_article\n      }\n      usedInRecipes {\n        recipeId\n        name\n        namePrint\n        photoUrl\n        quantity\n        unit\n      }\n      ...ProductCost_product\n    }\n  }\n': typeof types.ProductSheetDocument;
  '\n  query ProductSheetChoices {\n    restaurants {\n      id\n      name\n      isLab\n    }\n    tags {\n      id\n      name\n    }\n    storageSpaces {\n      id\n      name\n      zone {\n        id\n        name\n        restaurant {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.ProductSheetChoicesDocument;
  '\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...ProductTable_product\n    }\n  }\n': typeof types.CreateProductDocument;
  '\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductTable_product\n    }\n  }\n': typeof types.UpdateProductDocument;
  '\n  mutation DeleteProductArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n': typeof types.DeleteProductArticleDocument;
  '\n  mutation CreateProductPackaging($productId: ID!, $input: PackagingInput!) {\n    createPackaging(productId: $productId, input: $input) {\n      ...ProductPackaging_packaging\n    }\n  }\n': typeof types.CreateProductPackagingDocument;
  '\n  mutation UpdateProductPackaging($id: ID!, $input: UpdatePackagingInput!) {\n    updatePackaging(id: $id, input: $input) {\n      ...ProductPackaging_packaging\n    }\n  }\n': typeof types.UpdateProductPackagingDocument;
  '\n  mutation DeleteProductPackaging($id: ID!) {\n    deletePackaging(id: $id)\n  }\n': typeof types.DeleteProductPackagingDocument;
  '\n  mutation DeleteProductConversion($id: ID!) {\n    deleteConversionRule(id: $id)\n  }\n': typeof types.DeleteProductConversionDocument;
  '\n  fragment OrderedLine_line on PurchaseOrderLine {\n    id\n    articleName\n    productName\n    quantityOrdered\n    packagingName\n    packagingQuantity\n    packagingUnit\n  }\n': typeof types.OrderedLine_LineFragmentDoc;
  '\n  fragment OrderHeading_order on PurchaseOrder {\n    id\n    reference\n    status\n    expectedDate\n    restaurant {\n      id\n      name\n    }\n    supplier {\n      id\n      kind\n      name\n    }\n  }\n': typeof types.OrderHeading_OrderFragmentDoc;
  '\n  fragment PurchaseOrderRow_order on PurchaseOrder {\n    id\n    reference\n    status\n    allowedTransitions\n    supplierName\n    supplier {\n      id\n      kind\n      name\n    }\n    restaurant {\n      id\n      name\n    }\n    expectedDate\n    subtotalHT\n    totalTTC\n    createdAt\n  }\n': typeof types.PurchaseOrderRow_OrderFragmentDoc;
  '\n  query PurchaseOrderList(\n    $restaurantId: ID!\n    $filter: PurchaseOrderFilter\n    $sort: PurchaseOrderSort\n    $limit: Int\n    $offset: Int\n  ) {\n    purchaseOrders(\n      restaurantId: $restaurantId\n      filter: $filter\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      limit\n      offset\n      data {\n        ...PurchaseOrderRow_order\n      }\n    }\n    everyOrder: purchaseOrders(restaurantId: $restaurantId, limit: 1) {\n      total\n    }\n  }\n': typeof types.PurchaseOrderListDocument;
  '\n  query InternalSaleList(\n    $labId: ID!\n    $filter: PurchaseOrderFilter\n    $sort: PurchaseOrderSort\n    $limit: Int\n    $offset: Int\n  ) {\n    internalSales(labId: $labId, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...PurchaseOrderRow_order\n      }\n    }\n    everySale: internalSales(labId: $labId, limit: 1) {\n      total\n    }\n  }\n': typeof types.InternalSaleListDocument;
  '\n  fragment PurchaseOrderDetail_line on PurchaseOrderLine {\n    ...OrderedLine_line\n    supplierRef\n    article {\n      id\n    }\n    product {\n      id\n    }\n    baseUnit\n    conversionToBase\n    quantityOrderedBase\n    unitPrice\n    vat\n    vatRate\n    lineTotal\n    lineTotalTTC\n    temperatureCategory\n    quantityExpedited\n    quantityReceivedPackaging\n    quantityReceivedBase\n    deliveryTempC\n    receivingLineNote\n  }\n': typeof types.PurchaseOrderDetail_LineFragmentDoc;
  '\n  fragment PurchaseOrderDetail_order on PurchaseOrder {\n    id\n    reference\n    status\n    allowedTransitions\n    supplierName\n    supplier {\n      id\n      kind\n      name\n      email\n      phone\n      address\n    }\n    restaurant {\n      id\n      name\n      address\n      phone\n      email\n    }\n    expectedDate\n    notes\n    receivingNote\n    shippingNote\n    statusReason\n    subtotalHT\n    totalVAT\n    totalTTC\n    vatBreakdown {\n      rate\n      base\n      amount\n    }\n    lines {\n      ...PurchaseOrderDetail_line\n    }\n    ...ReceptionDialog_order\n    lineCount\n    pdfUrl\n    emailStatus\n    emailError\n    createdAt\n    createdBy {\n      id\n      firstName\n      lastName\n    }\n    sentAt\n    expeditedAt\n    firstReceivedAt\n    lastReceivedAt\n    receptions {\n      id\n      receivedAt\n      receivedBy {\n        id\n        firstName\n        lastName\n      }\n      note\n      lines {\n        id\n        line {\n          id\n          productName\n          articleName\n          packagingName\n          packagingUnit\n          baseUnit\n          temperatureCategory\n        }\n        quantityReceivedPackaging\n        quantityReceivedBase\n        unitPrice\n        deliveryTempC\n        temperatureAlert\n        lotNumber\n        useByDate\n        note\n      }\n    }\n  }\n': typeof types.PurchaseOrderDetail_OrderFragmentDoc;
  '\n  query PurchaseOrderDetail($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n': typeof types.PurchaseOrderDetailDocument;
  '\n  mutation SendPurchaseOrder($id: ID!) {\n    sendPurchaseOrder(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n': typeof types.SendPurchaseOrderDocument;
  '\n  mutation ResendPurchaseOrderEmail($id: ID!) {\n    resendPurchaseOrderEmail(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n': typeof types.ResendPurchaseOrderEmailDocument;
  '\n  mutation AcknowledgePurchaseOrder($id: ID!) {\n    acknowledgePurchaseOrder(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n': typeof types.AcknowledgePurchaseOrderDocument;
  '\n  mutation RefusePurchaseOrder($id: ID!, $reason: String) {\n    refusePurchaseOrder(id: $id, reason: $reason) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n': typeof types.RefusePurchaseOrderDocument;
  '\n  mutation CancelPurchaseOrder($id: ID!, $reason: String) {\n    cancelPurchaseOrder(id: $id, reason: $reason) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n': typeof types.CancelPurchaseOrderDocument;
  '\n  mutation DeletePurchaseOrder($id: ID!) {\n    deletePurchaseOrder(id: $id)\n  }\n': typeof types.DeletePurchaseOrderDocument;
  '\n  query OrderFormSuppliers {\n    suppliers {\n      id\n      kind\n      name\n      email\n      minOrderAmount\n      deliveryDelayDays\n      deliveryDays\n      restaurants {\n        id\n      }\n    }\n  }\n': typeof types.OrderFormSuppliersDocument;
  '\n  fragment OrderForm_article on Article {\n    id\n    name\n    supplierRef\n    price\n    vat\n    vatRate\n    product {\n      id\n      name\n    }\n    orderingPackaging {\n      id\n      type\n      name\n      sourceQuantity\n      sourceUnit\n    }\n    restaurants {\n      id\n    }\n  }\n': typeof types.OrderForm_ArticleFragmentDoc;
  '\n  query OrderFormArticles($id: ID!, $kind: SupplierKind!) {\n    supplier(id: $id, kind: $kind) {\n      id\n      kind\n      articles {\n        ...OrderForm_article\n      }\n    }\n  }\n': typeof types.OrderFormArticlesDocument;
  '\n  query OrderFormOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...OrderHeading_order\n      allowedTransitions\n      notes\n      lines {\n        id\n        quantityOrdered\n        article {\n          id\n        }\n      }\n    }\n  }\n': typeof types.OrderFormOrderDocument;
  '\n  fragment OrderForm_result on PurchaseOrder {\n    id\n    reference\n    status\n    emailStatus\n    emailError\n    allowedTransitions\n    subtotalHT\n    totalTTC\n  }\n': typeof types.OrderForm_ResultFragmentDoc;
  '\n  mutation CreatePurchaseOrder($input: PurchaseOrderInput!, $send: Boolean) {\n    createPurchaseOrder(input: $input, send: $send) {\n      ...OrderForm_result\n    }\n  }\n': typeof types.CreatePurchaseOrderDocument;
  '\n  mutation UpdatePurchaseOrder($id: ID!, $input: PurchaseOrderInput!, $send: Boolean) {\n    updatePurchaseOrder(id: $id, input: $input, send: $send) {\n      ...OrderForm_result\n    }\n  }\n': typeof types.UpdatePurchaseOrderDocument;
  '\n  query ExpeditionOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...OrderHeading_order\n      allowedTransitions\n      totalTTC\n      lines {\n        ...OrderedLine_line\n        quantityExpedited\n      }\n    }\n  }\n': typeof types.ExpeditionOrderDocument;
  '\n  mutation ExpeditePurchaseOrder($id: ID!, $input: ExpeditionInput!) {\n    expeditePurchaseOrder(id: $id, input: $input) {\n      id\n      status\n      allowedTransitions\n      shippingNote\n      expeditedAt\n      lines {\n        id\n        quantityExpedited\n      }\n    }\n  }\n': typeof types.ExpeditePurchaseOrderDocument;
  '\n  fragment ReceptionDialog_order on PurchaseOrder {\n    id\n    reference\n    status\n    lines {\n      ...OrderedLine_line\n      baseUnit\n      conversionToBase\n      unitPrice\n      temperatureCategory\n      quantityReceivedPackaging\n    }\n  }\n': typeof types.ReceptionDialog_OrderFragmentDoc;
  '\n  mutation ReceivePurchaseOrder($id: ID!, $input: ReceptionInput!) {\n    receivePurchaseOrder(id: $id, input: $input) {\n      id\n      status\n      allowedTransitions\n      receivingNote\n      firstReceivedAt\n      lastReceivedAt\n      lines {\n        id\n        quantityReceivedPackaging\n        quantityReceivedBase\n        deliveryTempC\n        receivingLineNote\n      }\n    }\n  }\n': typeof types.ReceivePurchaseOrderDocument;
  '\n  fragment RecipeRow_recipe on Recipe {\n    id\n    name\n    namePrint\n    quantity\n    baseUnit\n    category\n    dlc\n    photoUrl\n    productIngredientCount\n    recipeIngredientCount\n    allergens\n    createdAt\n  }\n': typeof types.RecipeRow_RecipeFragmentDoc;
  '\n  query RecipeList($filter: RecipeFilter, $sort: RecipeSort, $limit: Int, $offset: Int) {\n    recipes(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...RecipeRow_recipe\n      }\n    }\n  }\n': typeof types.RecipeListDocument;
  '\n  fragment RecipeIngredient_ingredient on RecipeIngredient {\n    id\n    itemType\n    itemId\n    quantity\n    unit\n    cost\n    costShare\n    costGap\n    item {\n      __typename\n      ... on Product {\n        id\n        name\n        productUnit: baseUnit\n        photoUrl\n      }\n      ... on Recipe {\n        id\n        name\n        recipeUnit: baseUnit\n        photoUrl\n      }\n    }\n  }\n': typeof types.RecipeIngredient_IngredientFragmentDoc;
  '\n  query RecipeSheet($id: ID!) {\n    recipe(id: $id) {\n      ...RecipeRow_recipe\n      ingredients {\n        ...RecipeIngredient_ingredient\n      }\n      cost {\n        total\n        perBaseUnit\n        complete\n        missing {\n          ...RecipeIngredient_ingredient\n        }\n      }\n      restaurants {\n        id\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n': typeof types.RecipeSheetDocument;
  '\n  query RecipeSheetChoices {\n    restaurants {\n      id\n      name\n      isLab\n    }\n    tags {\n      id\n      name\n    }\n  }\n': typeof types.RecipeSheetChoicesDocument;
  '\n  query IngredientItemOptions(\n    $search: String\n    $limit: Int\n    $products: Boolean!\n    $recipes: Boolean!\n  ) {\n    products(filter: { search: $search }, limit: $limit) @include(if: $products) {\n      data {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n    }\n    recipes(filter: { search: $search }, limit: $limit) @include(if: $recipes) {\n      data {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n    }\n  }\n': typeof types.IngredientItemOptionsDocument;
  '\n  mutation CreateRecipe($input: CreateRecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeRow_recipe\n    }\n  }\n': typeof types.CreateRecipeDocument;
  '\n  mutation UpdateRecipe($id: ID!, $input: UpdateRecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      ...RecipeRow_recipe\n    }\n  }\n': typeof types.UpdateRecipeDocument;
  '\n  mutation AddRecipeIngredient($recipeId: ID!, $input: RecipeIngredientInput!) {\n    addRecipeIngredient(recipeId: $recipeId, input: $input) {\n      id\n    }\n  }\n': typeof types.AddRecipeIngredientDocument;
  '\n  mutation UpdateRecipeIngredient($recipeId: ID!, $id: ID!, $input: RecipeIngredientInput!) {\n    updateRecipeIngredient(recipeId: $recipeId, id: $id, input: $input) {\n      id\n    }\n  }\n': typeof types.UpdateRecipeIngredientDocument;
  '\n  mutation DeleteRecipeIngredient($recipeId: ID!, $id: ID!) {\n    deleteRecipeIngredient(recipeId: $recipeId, id: $id)\n  }\n': typeof types.DeleteRecipeIngredientDocument;
  '\n  fragment RestaurantPage_restaurant on Restaurant {\n    id\n    name\n    address\n    phone\n    email\n    isLab\n    minOrderAmount\n    deliveryDelayDays\n    mondayDelivery\n    tuesdayDelivery\n    wednesdayDelivery\n    thursdayDelivery\n    fridayDelivery\n    saturdayDelivery\n    sundayDelivery\n    deliveryDays\n    nextDeliveryDate\n    createdAt\n    servedRestaurants {\n      id\n      name\n    }\n  }\n': typeof types.RestaurantPage_RestaurantFragmentDoc;
  '\n  query RestaurantPage($id: ID!) {\n    restaurant(id: $id) {\n      ...RestaurantPage_restaurant\n    }\n  }\n': typeof types.RestaurantPageDocument;
  '\n  mutation UpdateRestaurant($id: ID!, $input: RestaurantInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      ...RestaurantPage_restaurant\n    }\n  }\n': typeof types.UpdateRestaurantDocument;
  '\n  mutation DeleteRestaurant($id: ID!) {\n    deleteRestaurant(id: $id)\n  }\n': typeof types.DeleteRestaurantDocument;
  '\n  query RestaurantForm($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      address\n      phone\n      email\n      isLab\n    }\n  }\n': typeof types.RestaurantFormDocument;
  '\n  mutation CreateRestaurant($input: RestaurantInput!) {\n    createRestaurant(input: $input) {\n      id\n      name\n      address\n      phone\n      email\n      isLab\n    }\n  }\n': typeof types.CreateRestaurantDocument;
  '\n  mutation EditRestaurant($id: ID!, $input: RestaurantInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      id\n      name\n      address\n      phone\n      email\n      isLab\n    }\n  }\n': typeof types.EditRestaurantDocument;
  '\n  query SettingsProfile {\n    me {\n      id\n      firstName\n      lastName\n      email\n      phone\n      role\n    }\n  }\n': typeof types.SettingsProfileDocument;
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      role\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n': typeof types.ChangePasswordDocument;
  '\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      ...Preferences_all\n    }\n  }\n': typeof types.UpdatePreferencesDocument;
  '\n  fragment StockRow_stock on StockLevel {\n    currentStock\n    baseUnit\n    display {\n      value\n      unit\n    }\n    status\n    value\n    updatedAt\n    product {\n      id\n      name\n      photoUrl\n    }\n  }\n': typeof types.StockRow_StockFragmentDoc;
  '\n  query StockList($restaurantId: ID!, $filter: StockFilter, $limit: Int, $offset: Int) {\n    restaurant(id: $restaurantId) {\n      id\n      stocks(filter: $filter, limit: $limit, offset: $offset) {\n        total\n        limit\n        offset\n        data {\n          ...StockRow_stock\n        }\n      }\n    }\n  }\n': typeof types.StockListDocument;
  '\n  query StockSummary($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      stockSummary {\n        productCount\n        outOfStockCount\n        lowCount\n        inStockCount\n        totalValue\n        unvaluedCount\n      }\n    }\n  }\n': typeof types.StockSummaryDocument;
  '\n  query StockAlerts($restaurantId: ID!, $threshold: Float) {\n    restaurant(id: $restaurantId) {\n      id\n      stockAlerts(threshold: $threshold) {\n        ...StockRow_stock\n      }\n    }\n  }\n': typeof types.StockAlertsDocument;
  '\n  query ProductStock($productId: ID!, $restaurantId: ID!) {\n    product(id: $productId) {\n      id\n      name\n      photoUrl\n      baseUnit\n      conversionRules {\n        id\n        sourceQuantity\n        sourceUnit\n        targetQuantity\n        targetUnit\n        isActive\n      }\n      stock(restaurantId: $restaurantId) {\n        ...StockRow_stock\n      }\n    }\n  }\n': typeof types.ProductStockDocument;
  '\n  query StockMovements(\n    $restaurantId: ID!\n    $productId: ID\n    $from: Date\n    $to: Date\n    $limit: Int\n    $offset: Int\n  ) {\n    restaurant(id: $restaurantId) {\n      id\n      stockMovements(productId: $productId, from: $from, to: $to, limit: $limit, offset: $offset) {\n        total\n        limit\n        offset\n        data {\n          id\n          type\n          reason\n          quantity\n          unit\n          stockBefore\n          stockAfter\n          occurredAt\n          note\n          createdBy {\n            id\n            firstName\n            lastName\n          }\n          inventory {\n            id\n          }\n        }\n      }\n    }\n  }\n': typeof types.StockMovementsDocument;
  '\n  mutation RecordStockMovement($input: StockMovementInput!) {\n    recordStockMovement(input: $input) {\n      id\n      stockAfter\n    }\n  }\n': typeof types.RecordStockMovementDocument;
  '\n  query Suppliers {\n    suppliers {\n      id\n      kind\n      name\n      email\n      phone\n      address\n      deliveryDelayDays\n    }\n  }\n': typeof types.SuppliersDocument;
  '\n  fragment SupplierMercurial_article on Article {\n    id\n    name\n    price\n    vat\n    product {\n      id\n      name\n      photoUrl\n    }\n    lastPriceChange {\n      id\n      price\n      change\n      changePercent\n      changedAt\n    }\n  }\n': typeof types.SupplierMercurial_ArticleFragmentDoc;
  '\n  query SupplierPage($id: ID!, $kind: SupplierKind!) {\n    supplier(id: $id, kind: $kind) {\n      id\n      kind\n      name\n      email\n      phone\n      address\n      minOrderAmount\n      deliveryDelayDays\n      deliveryDays\n      restaurants {\n        id\n      }\n      articles {\n        ...SupplierMercurial_article\n      }\n    }\n  }\n': typeof types.SupplierPageDocument;
  '\n  query SupplierRestaurantOptions {\n    restaurants {\n      id\n      name\n      address\n      isLab\n    }\n  }\n': typeof types.SupplierRestaurantOptionsDocument;
  '\n  mutation SetSupplierRestaurants($supplierId: ID!, $restaurantIds: [ID!]!) {\n    setSupplierRestaurants(supplierId: $supplierId, restaurantIds: $restaurantIds) {\n      id\n      restaurants {\n        id\n      }\n    }\n  }\n': typeof types.SetSupplierRestaurantsDocument;
  '\n  mutation SetLabServedRestaurants($laboratoryId: ID!, $restaurantIds: [ID!]!) {\n    setServedRestaurants(laboratoryId: $laboratoryId, restaurantIds: $restaurantIds) {\n      id\n      servedRestaurants {\n        id\n      }\n    }\n  }\n': typeof types.SetLabServedRestaurantsDocument;
  '\n  fragment SupplierForm_supplier on ExternalSupplier {\n    id\n    name\n    email\n    phone\n    address\n    minOrderAmount\n    deliveryDelayDays\n    mondayDelivery\n    tuesdayDelivery\n    wednesdayDelivery\n    thursdayDelivery\n    fridayDelivery\n    saturdayDelivery\n    sundayDelivery\n  }\n': typeof types.SupplierForm_SupplierFragmentDoc;
  '\n  query SupplierForm($id: ID!) {\n    supplier(id: $id, kind: EXTERNAL) {\n      __typename\n      ... on ExternalSupplier {\n        ...SupplierForm_supplier\n      }\n    }\n  }\n': typeof types.SupplierFormDocument;
  '\n  mutation CreateSupplier($input: SupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierForm_supplier\n    }\n  }\n': typeof types.CreateSupplierDocument;
  '\n  mutation UpdateSupplier($id: ID!, $input: SupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierForm_supplier\n    }\n  }\n': typeof types.UpdateSupplierDocument;
  '\n  fragment TagTable_tag on Tag {\n    id\n    name\n    createdAt\n  }\n': typeof types.TagTable_TagFragmentDoc;
  '\n  query Tags {\n    tags {\n      ...TagTable_tag\n    }\n  }\n': typeof types.TagsDocument;
  '\n  mutation CreateTag($name: String!) {\n    createTag(name: $name) {\n      ...TagTable_tag\n    }\n  }\n': typeof types.CreateTagDocument;
  '\n  mutation UpdateTag($id: ID!, $name: String!) {\n    updateTag(id: $id, name: $name) {\n      ...TagTable_tag\n    }\n  }\n': typeof types.UpdateTagDocument;
  '\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n': typeof types.DeleteTagDocument;
  '\n  fragment ZoneTable_zone on Zone {\n    id\n    name\n    description\n    surfaceCount\n    equipmentCount\n    restaurant {\n      id\n    }\n  }\n': typeof types.ZoneTable_ZoneFragmentDoc;
  '\n  fragment SurfaceTable_surface on Surface {\n    id\n    name\n    description\n    isStorageArea\n    zone {\n      id\n      name\n    }\n  }\n': typeof types.SurfaceTable_SurfaceFragmentDoc;
  '\n  query RestaurantZones($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      zones {\n        ...ZoneTable_zone\n      }\n      surfaces {\n        ...SurfaceTable_surface\n      }\n    }\n  }\n': typeof types.RestaurantZonesDocument;
  '\n  mutation CreateZone($input: CreateZoneInput!) {\n    createZone(input: $input) {\n      ...ZoneTable_zone\n    }\n  }\n': typeof types.CreateZoneDocument;
  '\n  mutation UpdateZone($id: ID!, $input: UpdateZoneInput!) {\n    updateZone(id: $id, input: $input) {\n      ...ZoneTable_zone\n    }\n  }\n': typeof types.UpdateZoneDocument;
  '\n  mutation DeleteZone($id: ID!) {\n    deleteZone(id: $id)\n  }\n': typeof types.DeleteZoneDocument;
  '\n  mutation CreateSurface($input: SurfaceInput!) {\n    createSurface(input: $input) {\n      ...SurfaceTable_surface\n      zone {\n        id\n        surfaceCount\n      }\n    }\n  }\n': typeof types.CreateSurfaceDocument;
  '\n  mutation UpdateSurface($id: ID!, $input: SurfaceInput!) {\n    updateSurface(id: $id, input: $input) {\n      ...SurfaceTable_surface\n      zone {\n        id\n        surfaceCount\n      }\n    }\n  }\n': typeof types.UpdateSurfaceDocument;
  '\n  mutation DeleteSurface($id: ID!) {\n    deleteSurface(id: $id)\n  }\n': typeof types.DeleteSurfaceDocument;
  '\n  query R {\n    restaurants {\n      id\n    }\n  }\n': typeof types.RDocument;
  '\n  mutation L($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n': typeof types.LDocument;
  '\n  fragment RestaurantSelection_restaurant on Restaurant {\n    id\n    name\n    address\n    isLab\n  }\n': typeof types.RestaurantSelection_RestaurantFragmentDoc;
  '\n  query SelectableRestaurants {\n    restaurants {\n      ...RestaurantSelection_restaurant\n    }\n  }\n': typeof types.SelectableRestaurantsDocument;
  '\n  query MyPermissions {\n    me {\n      id\n      role\n      permissions {\n        area\n        canCreate\n        canEdit\n        canDelete\n      }\n    }\n  }\n': typeof types.MyPermissionsDocument;
};
const documents: Documents = {
  '\n  fragment Preferences_all on Preferences {\n    notifications {\n      email\n      push\n      temperatureAlerts\n      cleaningReminders\n      equipmentAlerts\n      dailyReport\n      weeklyReport\n      monthlyReport\n    }\n    appearance {\n      theme\n      language\n      timezone\n      dateFormat\n      temperatureUnit\n    }\n    security {\n      twoFactor\n      sessionTimeout\n      loginAlerts\n      apiAccess\n    }\n  }\n':
    types.Preferences_AllFragmentDoc,
  '\n  query MyPreferences {\n    me {\n      id\n      preferences {\n        ...Preferences_all\n      }\n    }\n  }\n':
    types.MyPreferencesDocument,
  '\n  query TestRestaurants {\n    restaurants {\n      id\n      name\n    }\n  }\n':
    types.TestRestaurantsDocument,
  '\n  fragment Session_user on User {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n':
    types.Session_UserFragmentDoc,
  '\n  query SessionMe {\n    me {\n      ...Session_user\n    }\n  }\n': types.SessionMeDocument,
  '\n  fragment ArticleTable_article on Article {\n    id\n    name\n    price\n    vat\n    product {\n      id\n      name\n      photoUrl\n    }\n    supplier {\n      id\n      kind\n      name\n    }\n  }\n':
    types.ArticleTable_ArticleFragmentDoc,
  '\n  query ArticlePage($filter: ArticleFilter, $sort: ArticleSort, $limit: Int, $offset: Int) {\n    articles(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...ArticleTable_article\n      }\n    }\n    everyArticle: articles(limit: 1) {\n      total\n    }\n  }\n':
    types.ArticlePageDocument,
  '\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      id\n      name\n      supplierRef\n      price\n      vat\n      temperatureCategory\n      costPerBaseUnit\n      createdAt\n      updatedAt\n      product {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n      supplier {\n        id\n        kind\n        name\n        email\n        phone\n        address\n        minOrderAmount\n        deliveryDelayDays\n        deliveryDays\n      }\n      orderingPackaging {\n        id\n        name\n        sourceQuantity\n        sourceUnit\n        baseQuantity\n      }\n      tags {\n        id\n        name\n      }\n      priceHistory {\n        id\n        price\n        previousPrice\n        change\n        changePercent\n        changedAt\n        changedBy {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n':
    types.ArticleDetailDocument,
  '\n  query ArticleForm($id: ID!) {\n    article(id: $id) {\n      ...ArticleDialog_article\n    }\n  }\n':
    types.ArticleFormDocument,
  '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n':
    types.LoginDocument,
  '\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      userId\n      enseigne {\n        id\n        name\n      }\n    }\n  }\n':
    types.SignupDocument,
  '\n  fragment ClockTable_row on ClockRow {\n    key\n    state\n    employee {\n      id\n      firstName\n      lastName\n    }\n    scheduled {\n      id\n      datetimeStart\n      datetimeEnd\n      breakDuration\n      mealCount\n      job {\n        id\n        title\n        color\n      }\n    }\n    realized {\n      id\n      datetimeStart\n      datetimeEnd\n      actualBreakDuration\n      mealCount\n      comment\n    }\n    approved {\n      id\n      datetimeStart\n      datetimeEnd\n      breakDuration\n      mealCount\n      comment\n      job {\n        id\n        title\n        color\n      }\n    }\n  }\n':
    types.ClockTable_RowFragmentDoc,
  '\n  query BadgeuseWeek($restaurantId: ID!, $start: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      week(start: $start) {\n        start\n        end\n        number\n        days {\n          date\n          clockedShiftCount\n          approvedCount\n          clockRows {\n            ...ClockTable_row\n          }\n        }\n      }\n    }\n  }\n':
    types.BadgeuseWeekDocument,
  '\n  mutation ApproveRealizedShift($id: ID!, $adjustments: ShiftAdjustmentsInput) {\n    approveRealizedShift(id: $id, adjustments: $adjustments) {\n      id\n    }\n  }\n':
    types.ApproveRealizedShiftDocument,
  '\n  mutation UpdateApprovedShift($id: ID!, $input: UpdateApprovedShiftInput!) {\n    updateApprovedShift(id: $id, input: $input) {\n      id\n    }\n  }\n':
    types.UpdateApprovedShiftDocument,
  '\n  mutation DeleteApprovedShift($id: ID!) {\n    deleteApprovedShift(id: $id)\n  }\n':
    types.DeleteApprovedShiftDocument,
  '\n  mutation ValidateDay($input: ValidateDayInput!) {\n    validateDay(input: $input) {\n      message\n      approved {\n        id\n      }\n      updated {\n        id\n      }\n    }\n  }\n':
    types.ValidateDayDocument,
  '\n  mutation CreateApprovedShift($input: ApprovedShiftInput!) {\n    createApprovedShift(input: $input) {\n      id\n    }\n  }\n':
    types.CreateApprovedShiftDocument,
  '\n  fragment KioskDevices_device on KioskDevice {\n    id\n    label\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n':
    types.KioskDevices_DeviceFragmentDoc,
  '\n  query RestaurantKioskDevices($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      kioskDevices {\n        ...KioskDevices_device\n      }\n    }\n  }\n':
    types.RestaurantKioskDevicesDocument,
  '\n  mutation CreateKioskDevice($restaurantId: ID!, $label: String!) {\n    createKioskDevice(restaurantId: $restaurantId, label: $label) {\n      token\n      device {\n        ...KioskDevices_device\n      }\n    }\n  }\n':
    types.CreateKioskDeviceDocument,
  '\n  mutation RevokeKioskDevice($id: ID!) {\n    revokeKioskDevice(id: $id) {\n      ...KioskDevices_device\n    }\n  }\n':
    types.RevokeKioskDeviceDocument,
  '\n  fragment ConversionDialog_rule on ConversionRule {\n    id\n    sourceQuantity\n    sourceUnit\n    targetQuantity\n    targetUnit\n    factor\n    notes\n    isActive\n    inUse\n  }\n':
    types.ConversionDialog_RuleFragmentDoc,
  '\n  fragment ConversionDialog_product on Product {\n    id\n    name\n    baseUnit\n    conversionRules {\n      ...ConversionDialog_rule\n    }\n  }\n':
    types.ConversionDialog_ProductFragmentDoc,
  '\n  mutation CatalogueCreateConversionRule($productId: ID!, $input: ConversionRuleInput!) {\n    createConversionRule(productId: $productId, input: $input) {\n      ...ConversionDialog_rule\n    }\n  }\n':
    types.CatalogueCreateConversionRuleDocument,
  '\n  mutation CatalogueUpdateConversionRule($id: ID!, $input: UpdateConversionRuleInput!) {\n    updateConversionRule(id: $id, input: $input) {\n      ...ConversionDialog_rule\n    }\n  }\n':
    types.CatalogueUpdateConversionRuleDocument,
  '\n  fragment ArticleDialog_article on Article {\n    id\n    name\n    supplierRef\n    price\n    vat\n    temperatureCategory\n    product {\n      id\n      name\n    }\n    supplier {\n      id\n      kind\n      name\n    }\n    orderingPackaging {\n      id\n      name\n      sourceQuantity\n      sourceUnit\n    }\n    restaurants {\n      id\n    }\n  }\n':
    types.ArticleDialog_ArticleFragmentDoc,
  '\n  query CatalogueSupplierOptions {\n    suppliers {\n      id\n      kind\n      name\n    }\n  }\n':
    types.CatalogueSupplierOptionsDocument,
  '\n  query CatalogueProductOptions($search: String, $limit: Int) {\n    products(filter: { search: $search }, limit: $limit) {\n      total\n      data {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n    }\n  }\n':
    types.CatalogueProductOptionsDocument,
  '\n  query CatalogueProductUnits($id: ID!) {\n    product(id: $id) {\n      photoUrl\n      ...ConversionDialog_product\n    }\n  }\n':
    types.CatalogueProductUnitsDocument,
  '\n  query CatalogueRestaurantOptions {\n    restaurants {\n      id\n      name\n      isLab\n    }\n  }\n':
    types.CatalogueRestaurantOptionsDocument,
  '\n  mutation CatalogueCreateArticle($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      ...ArticleDialog_article\n    }\n  }\n':
    types.CatalogueCreateArticleDocument,
  '\n  mutation CatalogueUpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      ...ArticleDialog_article\n    }\n  }\n':
    types.CatalogueUpdateArticleDocument,
  '\n  query Dashboard {\n    dashboard {\n      restaurantCount\n      employeeCount\n      equipmentCount\n      temperatureReadingCount\n      recentRestaurants {\n        id\n        name\n        createdAt\n      }\n      recentEmployees {\n        id\n        firstName\n        lastName\n        createdAt\n      }\n    }\n  }\n':
    types.DashboardDocument,
  '\n  fragment EmployeeTable_employee on Employee {\n    id\n    firstName\n    lastName\n    pin\n    contractType\n    contractNbHours\n    createdAt\n    restaurant {\n      id\n      name\n    }\n  }\n':
    types.EmployeeTable_EmployeeFragmentDoc,
  '\n  query RestaurantEmployees($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      ...EmployeeTable_employee\n    }\n  }\n':
    types.RestaurantEmployeesDocument,
  '\n  query EmployeePage(\n    $restaurantId: ID!\n    $filter: EmployeeFilter\n    $sort: EmployeeSort\n    $limit: Int\n    $offset: Int\n  ) {\n    employeePage(\n      restaurantId: $restaurantId\n      filter: $filter\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      limit\n      offset\n      data {\n        ...EmployeeTable_employee\n      }\n    }\n  }\n':
    types.EmployeePageDocument,
  '\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeTable_employee\n    }\n  }\n':
    types.CreateEmployeeDocument,
  '\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeTable_employee\n    }\n  }\n':
    types.UpdateEmployeeDocument,
  '\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id)\n  }\n':
    types.DeleteEmployeeDocument,
  '\n  query EnseigneDetail($id: ID!) {\n    enseigne(id: $id) {\n      id\n      name\n      createdAt\n      userCount\n      users {\n        id\n        firstName\n        lastName\n        email\n        role\n        active\n        deactivatedAt\n        restaurants {\n          id\n          name\n        }\n        homeRestaurant {\n          id\n          name\n        }\n      }\n      restaurants {\n        id\n        name\n        isLab\n      }\n      invitations {\n        ...EnseigneDetail_invitation\n      }\n    }\n  }\n':
    types.EnseigneDetailDocument,
  '\n  fragment EnseigneDetail_invitation on Invitation {\n    id\n    email\n    status\n    role\n    createdAt\n    expiresAt\n    acceptUrl\n    restaurants {\n      id\n      name\n    }\n  }\n':
    types.EnseigneDetail_InvitationFragmentDoc,
  '\n  mutation InviteManager($input: InviteManagerInput!) {\n    inviteManager(input: $input) {\n      ...EnseigneDetail_invitation\n    }\n  }\n':
    types.InviteManagerDocument,
  '\n  mutation InviteEmployee($input: InviteEmployeeInput!) {\n    inviteEmployee(input: $input) {\n      ...EnseigneDetail_invitation\n    }\n  }\n':
    types.InviteEmployeeDocument,
  '\n  mutation SetUserRestaurants($userId: ID!, $restaurantIds: [ID!]!) {\n    setUserRestaurants(userId: $userId, restaurantIds: $restaurantIds) {\n      id\n      restaurants {\n        id\n        name\n      }\n    }\n  }\n':
    types.SetUserRestaurantsDocument,
  '\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      active\n      deactivatedAt\n    }\n  }\n':
    types.DeactivateUserDocument,
  '\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      id\n      active\n      deactivatedAt\n    }\n  }\n':
    types.ReactivateUserDocument,
  '\n  mutation DeleteInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n':
    types.DeleteInvitationDocument,
  '\n  query MyEnseigne {\n    me {\n      id\n      enseigne {\n        id\n        name\n        createdAt\n        userCount\n        restaurantCount\n      }\n    }\n  }\n':
    types.MyEnseigneDocument,
  '\n  query InviteEmployeeStaff($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      firstName\n      lastName\n    }\n  }\n':
    types.InviteEmployeeStaffDocument,
  '\n  fragment EquipmentTable_equipment on Equipment {\n    id\n    name\n    description\n    serialNumber\n    zone {\n      id\n      name\n    }\n    equipmentType {\n      id\n      name\n      equipmentFamily\n      temperatureMin\n      temperatureMax\n      temperatureUnit\n    }\n  }\n':
    types.EquipmentTable_EquipmentFragmentDoc,
  '\n  fragment EquipmentTypeTable_equipmentType on EquipmentType {\n    id\n    name\n    description\n    equipmentFamily\n    temperatureMin\n    temperatureMax\n    temperatureUnit\n    equipmentCount\n  }\n':
    types.EquipmentTypeTable_EquipmentTypeFragmentDoc,
  '\n  query RestaurantEquipments($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      equipments {\n        ...EquipmentTable_equipment\n      }\n    }\n  }\n':
    types.RestaurantEquipmentsDocument,
  '\n  query EquipmentTypes {\n    equipmentTypes {\n      ...EquipmentTypeTable_equipmentType\n    }\n  }\n':
    types.EquipmentTypesDocument,
  '\n  query EquipmentZones($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      zones {\n        id\n        name\n      }\n    }\n  }\n':
    types.EquipmentZonesDocument,
  '\n  mutation CreateEquipment($input: EquipmentInput!) {\n    createEquipment(input: $input) {\n      ...EquipmentTable_equipment\n      restaurant {\n        id\n      }\n      zone {\n        id\n        equipmentCount\n      }\n      equipmentType {\n        id\n        equipmentCount\n      }\n    }\n  }\n':
    types.CreateEquipmentDocument,
  '\n  mutation UpdateEquipment($id: ID!, $input: EquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      ...EquipmentTable_equipment\n      restaurant {\n        id\n      }\n      zone {\n        id\n        equipmentCount\n      }\n      equipmentType {\n        id\n        equipmentCount\n      }\n    }\n  }\n':
    types.UpdateEquipmentDocument,
  '\n  mutation DeleteEquipment($id: ID!) {\n    deleteEquipment(id: $id)\n  }\n':
    types.DeleteEquipmentDocument,
  '\n  mutation CreateEquipmentType($input: EquipmentTypeInput!) {\n    createEquipmentType(input: $input) {\n      ...EquipmentTypeTable_equipmentType\n    }\n  }\n':
    types.CreateEquipmentTypeDocument,
  '\n  mutation UpdateEquipmentType($id: ID!, $input: EquipmentTypeInput!) {\n    updateEquipmentType(id: $id, input: $input) {\n      ...EquipmentTypeTable_equipmentType\n    }\n  }\n':
    types.UpdateEquipmentTypeDocument,
  '\n  mutation DeleteEquipmentType($id: ID!) {\n    deleteEquipmentType(id: $id)\n  }\n':
    types.DeleteEquipmentTypeDocument,
  '\n  query CleaningRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      employees {\n        ...HygieneLog_employee\n      }\n      equipments {\n        ...HygieneLog_equipment\n      }\n      surfaces {\n        id\n        name\n      }\n      cleaningRecords(from: $from, to: $to) {\n        id\n        cleanedAt\n        notes\n        history {\n          ...HygieneLog_correction\n        }\n        voided {\n          ...HygieneLog_correction\n        }\n        equipment {\n          id\n          name\n          zone {\n            id\n            name\n          }\n        }\n        surface {\n          id\n          name\n          zone {\n            id\n            name\n          }\n        }\n        employee {\n          ...HygieneLog_employee\n        }\n        photos {\n          ...HygieneLog_photo\n        }\n      }\n    }\n  }\n':
    types.CleaningRecordsDocument,
  '\n  mutation RecordCleaning($input: CleaningRecordInput!) {\n    recordCleaning(input: $input) {\n      id\n    }\n  }\n':
    types.RecordCleaningDocument,
  '\n  fragment OilRow on OilRecord {\n    id\n    action\n    method\n    rate\n    level\n    recordedAt\n    date\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n':
    types.OilRowFragmentDoc,
  '\n  query OilRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      oilRecords(from: $from, to: $to) {\n        ...OilRow\n      }\n    }\n  }\n':
    types.OilRecordsDocument,
  '\n  mutation RecordOil($input: OilRecordInput!) {\n    recordOil(input: $input) {\n      ...OilRow\n    }\n  }\n':
    types.RecordOilDocument,
  '\n  fragment ProcessRow_cooling on CoolingRecord {\n    id\n    productName\n    startTemperature\n    endTemperature\n    startTime\n    endTime\n    date\n    durationMinutes\n    status\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n':
    types.ProcessRow_CoolingFragmentDoc,
  '\n  fragment ProcessRow_heating on HeatingRecord {\n    id\n    productName\n    startTemperature\n    endTemperature\n    startTime\n    endTime\n    date\n    durationMinutes\n    status\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n':
    types.ProcessRow_HeatingFragmentDoc,
  '\n  query CoolingRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      coolingRecords(from: $from, to: $to) {\n        ...ProcessRow_cooling\n      }\n    }\n  }\n':
    types.CoolingRecordsDocument,
  '\n  query HeatingRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      heatingRecords(from: $from, to: $to) {\n        ...ProcessRow_heating\n      }\n    }\n  }\n':
    types.HeatingRecordsDocument,
  '\n  query HygieneRecordOptions($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      equipments {\n        id\n        name\n        equipmentType {\n          id\n          equipmentFamily\n        }\n      }\n      employees {\n        ...HygieneLog_employee\n      }\n    }\n  }\n':
    types.HygieneRecordOptionsDocument,
  '\n  mutation RecordCooling($input: ProcessRecordInput!) {\n    recordCooling(input: $input) {\n      ...ProcessRow_cooling\n    }\n  }\n':
    types.RecordCoolingDocument,
  '\n  mutation RecordHeating($input: ProcessRecordInput!) {\n    recordHeating(input: $input) {\n      ...ProcessRow_heating\n    }\n  }\n':
    types.RecordHeatingDocument,
  '\n  fragment HygieneLog_employee on Employee {\n    id\n    firstName\n    lastName\n  }\n':
    types.HygieneLog_EmployeeFragmentDoc,
  '\n  fragment HygieneLog_photo on Photo {\n    id\n    url\n  }\n':
    types.HygieneLog_PhotoFragmentDoc,
  '\n  fragment HygieneLog_equipment on Equipment {\n    id\n    name\n  }\n':
    types.HygieneLog_EquipmentFragmentDoc,
  '\n  fragment HygieneLog_correction on HygieneCorrection {\n    id\n    kind\n    reason\n    correctedAt\n    correctedBy {\n      id\n      firstName\n      lastName\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n':
    types.HygieneLog_CorrectionFragmentDoc,
  '\n  mutation CorrectHygieneRecord($log: HygieneLog!, $id: ID!, $input: HygieneCorrectionInput!) {\n    correctHygieneRecord(log: $log, id: $id, input: $input) {\n      ...HygieneLog_corrected\n    }\n  }\n':
    types.CorrectHygieneRecordDocument,
  '\n  mutation VoidHygieneRecord($log: HygieneLog!, $id: ID!, $reason: String!) {\n    voidHygieneRecord(log: $log, id: $id, reason: $reason) {\n      ...HygieneLog_corrected\n    }\n  }\n':
    types.VoidHygieneRecordDocument,
  '\n  fragment HygieneLog_corrected on HygieneRecord {\n    ... on TemperatureReading {\n      id\n    }\n    ... on CoolingRecord {\n      id\n    }\n    ... on HeatingRecord {\n      id\n    }\n    ... on TraceabilityRecord {\n      id\n    }\n    ... on CleaningRecord {\n      id\n    }\n    ... on OilRecord {\n      id\n    }\n  }\n':
    types.HygieneLog_CorrectedFragmentDoc,
  '\n  fragment TemperatureRow on TemperatureReading {\n    id\n    temperature\n    recordedAt\n    status\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n':
    types.TemperatureRowFragmentDoc,
  '\n  query TemperatureReadings($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      temperatureReadings(from: $from, to: $to) {\n        ...TemperatureRow\n      }\n    }\n  }\n':
    types.TemperatureReadingsDocument,
  '\n  query TemperatureOptions($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      equipments {\n        id\n        name\n        equipmentType {\n          id\n          name\n          equipmentFamily\n          temperatureMin\n          temperatureMax\n          temperatureUnit\n        }\n      }\n      employees {\n        ...HygieneLog_employee\n      }\n    }\n  }\n':
    types.TemperatureOptionsDocument,
  '\n  mutation RecordTemperature($input: TemperatureReadingInput!) {\n    recordTemperature(input: $input) {\n      ...TemperatureRow\n    }\n  }\n':
    types.RecordTemperatureDocument,
  '\n  query TraceabilityRecords(\n    $restaurantId: ID!\n    $filter: TraceabilityFilter\n    $sort: TraceabilitySort\n    $limit: Int\n    $offset: Int\n  ) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      employees {\n        ...HygieneLog_employee\n      }\n      traceabilityRecords(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n        total\n        limit\n        offset\n        data {\n          id\n          productName\n          lotNumber\n          supplierName\n          notes\n          history {\n            ...HygieneLog_correction\n          }\n          voided {\n            ...HygieneLog_correction\n          }\n          createdAt\n          employee {\n            ...HygieneLog_employee\n          }\n          recordedBy {\n            id\n            firstName\n            lastName\n          }\n          photo {\n            ...HygieneLog_photo\n          }\n        }\n      }\n    }\n  }\n':
    types.TraceabilityRecordsDocument,
  '\n  mutation RecordTraceability($input: TraceabilityRecordInput!) {\n    recordTraceability(input: $input) {\n      id\n    }\n  }\n':
    types.RecordTraceabilityDocument,
  '\n  query TraceabilityExport(\n    $restaurantId: ID!\n    $filter: TraceabilityFilter\n    $sort: TraceabilitySort\n    $limit: Int\n    $offset: Int\n  ) {\n    restaurant(id: $restaurantId) {\n      id\n      traceabilityRecords(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n        total\n        data {\n          id\n          productName\n          lotNumber\n          supplierName\n          notes\n          createdAt\n          employee {\n            id\n            firstName\n            lastName\n          }\n          recordedBy {\n            id\n            firstName\n            lastName\n          }\n        }\n      }\n    }\n  }\n':
    types.TraceabilityExportDocument,
  '\n  query InventoryList($restaurantId: ID, $status: InventoryStatus, $limit: Int, $offset: Int) {\n    inventories(restaurantId: $restaurantId, status: $status, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        id\n        status\n        startedAt\n        finalizedAt\n        lineCount\n        note\n        restaurant {\n          id\n          name\n        }\n        countedBy {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n':
    types.InventoryListDocument,
  '\n  fragment InventoryCounting_line on InventoryLine {\n    id\n    inputQuantity\n    packagingName\n    packagingQuantity\n    packagingUnit\n    quantityInBaseUnit\n    packaging {\n      id\n    }\n    product {\n      id\n      name\n      baseUnit\n    }\n  }\n':
    types.InventoryCounting_LineFragmentDoc,
  '\n  fragment InventoryCounting_inventory on Inventory {\n    id\n    status\n    startedAt\n    finalizedAt\n    cancelledAt\n    note\n    restaurant {\n      id\n      name\n    }\n    countedBy {\n      id\n      firstName\n      lastName\n    }\n    lines {\n      ...InventoryCounting_line\n    }\n  }\n':
    types.InventoryCounting_InventoryFragmentDoc,
  '\n  query Inventory($id: ID!) {\n    inventory(id: $id) {\n      ...InventoryCounting_inventory\n    }\n  }\n':
    types.InventoryDocument,
  '\n  fragment CountingProduct_packaging on Packaging {\n    id\n    type\n    name\n    sourceQuantity\n    sourceUnit\n  }\n':
    types.CountingProduct_PackagingFragmentDoc,
  '\n  query CountingProducts($limit: Int, $offset: Int) {\n    products(limit: $limit, offset: $offset) {\n      total\n      data {\n        id\n        name\n        baseUnit\n        photoUrl\n        restaurants {\n          id\n        }\n        storageSpaces {\n          id\n          name\n          zone {\n            id\n            name\n            restaurant {\n              id\n            }\n          }\n        }\n        inventoryPackagings: packagings(type: INVENTORY) {\n          ...CountingProduct_packaging\n        }\n        storagePackagings: packagings(type: STORAGE) {\n          ...CountingProduct_packaging\n        }\n        conversionRules {\n          id\n          sourceQuantity\n          sourceUnit\n          targetQuantity\n          targetUnit\n          isActive\n        }\n      }\n    }\n  }\n':
    types.CountingProductsDocument,
  '\n  query InventoryEmployees($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      firstName\n      lastName\n    }\n  }\n':
    types.InventoryEmployeesDocument,
  '\n  mutation SaveInventory($input: SaveInventoryInput!) {\n    saveInventory(input: $input) {\n      ...InventoryCounting_inventory\n    }\n  }\n':
    types.SaveInventoryDocument,
  '\n  mutation CompleteInventory($input: SaveInventoryInput!) {\n    completeInventory(input: $input) {\n      ...InventoryCounting_inventory\n    }\n  }\n':
    types.CompleteInventoryDocument,
  '\n  mutation FinalizeInventory($id: ID!) {\n    finalizeInventory(id: $id) {\n      ...InventoryCounting_inventory\n    }\n  }\n':
    types.FinalizeInventoryDocument,
  '\n  mutation CancelInventory($id: ID!) {\n    cancelInventory(id: $id) {\n      ...InventoryCounting_inventory\n    }\n  }\n':
    types.CancelInventoryDocument,
  '\n  query VerifyInvitation($token: String!) {\n    verifyInvitation(token: $token) {\n      email\n      enseigneName\n      expiresAt\n      role\n    }\n  }\n':
    types.VerifyInvitationDocument,
  '\n  mutation AcceptInvitation($token: String!, $input: AcceptInvitationInput!) {\n    acceptInvitation(token: $token, input: $input) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n':
    types.AcceptInvitationDocument,
  '\n  fragment JobTable_job on Job {\n    id\n    title\n    breakDuration\n    color\n    displayColor\n    isActive\n    createdAt\n  }\n':
    types.JobTable_JobFragmentDoc,
  '\n  query RestaurantJobs($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      jobs {\n        ...JobTable_job\n      }\n    }\n  }\n':
    types.RestaurantJobsDocument,
  '\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      ...JobTable_job\n    }\n  }\n':
    types.CreateJobDocument,
  '\n  mutation UpdateJob($id: ID!, $input: UpdateJobInput!) {\n    updateJob(id: $id, input: $input) {\n      ...JobTable_job\n    }\n  }\n':
    types.UpdateJobDocument,
  '\n  mutation DeleteJob($id: ID!) {\n    deleteJob(id: $id)\n  }\n': types.DeleteJobDocument,
  '\n  query KioskInfo {\n    kiosk {\n      deviceId\n      label\n      restaurantName\n      timeZone\n    }\n  }\n':
    types.KioskInfoDocument,
  '\n  fragment KioskScreen_employee on KioskEmployee {\n    firstName\n    lastNameInitial\n    presence\n    since\n    plannedStart\n    plannedEnd\n    actions\n  }\n':
    types.KioskScreen_EmployeeFragmentDoc,
  '\n  mutation KioskIdentify($pin: String!) {\n    kioskIdentify(pin: $pin) {\n      ...KioskScreen_employee\n    }\n  }\n':
    types.KioskIdentifyDocument,
  '\n  mutation KioskClock($pin: String!, $action: KioskAction!) {\n    kioskClock(pin: $pin, action: $action) {\n      action\n      at\n      message\n      employee {\n        ...KioskScreen_employee\n      }\n    }\n  }\n':
    types.KioskClockDocument,
  '\n  fragment LabCard_laboratory on Restaurant {\n    id\n    name\n    address\n    phone\n    email\n    minOrderAmount\n    deliveryDelayDays\n    deliveryDays\n    nextDeliveryDate\n    servedRestaurants {\n      id\n      name\n    }\n  }\n':
    types.LabCard_LaboratoryFragmentDoc,
  '\n  query Laboratories {\n    laboratories {\n      ...LabCard_laboratory\n    }\n  }\n':
    types.LaboratoriesDocument,
  '\n  fragment Bell_list on NotificationList {\n    unread\n    notifications {\n      id\n      kind\n      title\n      body\n      link\n      createdAt\n      readAt\n      restaurant {\n        id\n      }\n    }\n  }\n':
    types.Bell_ListFragmentDoc,
  '\n  query Notifications {\n    notifications {\n      ...Bell_list\n    }\n  }\n':
    types.NotificationsDocument,
  '\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all) {\n      ...Bell_list\n    }\n  }\n':
    types.MarkNotificationsReadDocument,
  '\n  fragment PlanningShift_shift on ScheduledShift {\n    id\n    day\n    datetimeStart\n    datetimeEnd\n    breakDuration\n    mealCount\n    comment\n    duration\n    employee {\n      id\n    }\n    job {\n      id\n      title\n      displayColor\n    }\n  }\n':
    types.PlanningShift_ShiftFragmentDoc,
  '\n  query PlanningRestaurant($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      jobs {\n        id\n        title\n        breakDuration\n        displayColor\n        isActive\n      }\n    }\n  }\n':
    types.PlanningRestaurantDocument,
  '\n  query PlanningWeek($restaurantId: ID!, $start: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      week(start: $start) {\n        start\n        end\n        number\n        label\n        workedMinutes\n        days {\n          date\n          people\n          workedMinutes\n          shifts {\n            ...PlanningShift_shift\n          }\n          absences {\n            id\n            date\n            type\n            label\n            comment\n            employee {\n              id\n            }\n          }\n        }\n        employees {\n          employee {\n            id\n            firstName\n            lastName\n          }\n          plannedMinutes\n          contractHours\n          weeklyContractHours\n          expectedMinutes\n          warnings {\n            code\n            day\n            title\n            message\n          }\n        }\n        hoursByJob {\n          job {\n            id\n            title\n            displayColor\n          }\n          minutes\n        }\n      }\n    }\n  }\n':
    types.PlanningWeekDocument,
  '\n  mutation CreateScheduledShift($input: ScheduledShiftInput!) {\n    createScheduledShift(input: $input) {\n      ...PlanningShift_shift\n    }\n  }\n':
    types.CreateScheduledShiftDocument,
  '\n  mutation UpdateScheduledShift($id: ID!, $input: UpdateScheduledShiftInput!) {\n    updateScheduledShift(id: $id, input: $input) {\n      ...PlanningShift_shift\n    }\n  }\n':
    types.UpdateScheduledShiftDocument,
  '\n  mutation DeleteScheduledShift($id: ID!) {\n    deleteScheduledShift(id: $id)\n  }\n':
    types.DeleteScheduledShiftDocument,
  '\n  mutation CopyPlanningWeek($input: CopyPlanningWeekInput!) {\n    copyPlanningWeek(input: $input) {\n      message\n      count\n    }\n  }\n':
    types.CopyPlanningWeekDocument,
  '\n  mutation DeletePlanningWeek($input: DeletePlanningWeekInput!) {\n    deletePlanningWeek(input: $input) {\n      message\n      count\n    }\n  }\n':
    types.DeletePlanningWeekDocument,
  '\n  mutation CreateAbsences($input: AbsencesInput!) {\n    createAbsences(input: $input) {\n      id\n    }\n  }\n':
    types.CreateAbsencesDocument,
  '\n  mutation DeleteAbsence($id: ID!) {\n    deleteAbsence(id: $id)\n  }\n':
    types.DeleteAbsenceDocument,
  '\n  fragment ProductTable_product on Product {\n    id\n    name\n    baseUnit\n    category\n    dlcEntame\n    photoUrl\n    restaurantCount\n    allergens\n    tags {\n      id\n      name\n    }\n  }\n':
    types.ProductTable_ProductFragmentDoc,
  '\n  query ProductList($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {\n    products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...ProductTable_product\n      }\n    }\n  }\n':
    types.ProductListDocument,
  '\n  query ProductDialogOptions {\n    restaurants {\n      id\n      name\n      isLab\n    }\n    tags {\n      id\n      name\n    }\n  }\n':
    types.ProductDialogOptionsDocument,
  '\n  fragment ProductPackaging_packaging on Packaging {\n    id\n    type\n    name\n    sourceQuantity\n    sourceUnit\n    baseQuantity\n  }\n':
    types.ProductPackaging_PackagingFragmentDoc,
  '\n  fragment ProductArticle_article on Article {\n    ...ArticleDialog_article\n    id\n    name\n    supplierRef\n    price\n    vat\n    vatRate\n    temperatureCategory\n    costPerBaseUnit\n    supplier {\n      id\n      kind\n      name\n    }\n    orderingPackaging {\n      id\n      name\n      sourceQuantity\n      sourceUnit\n    }\n    restaurants {\n      id\n    }\n    tags {\n      id\n      name\n    }\n  }\n':
    types.ProductArticle_ArticleFragmentDoc,
  '\n  fragment ProductCost_articleCost on ArticleCost {\n    costPerBaseUnit\n    article {\n      id\n      name\n      supplier {\n        id\n        kind\n        name\n      }\n    }\n  }\n':
    types.ProductCost_ArticleCostFragmentDoc,
  '\n  fragment ProductCost_product on Product {\n    id\n    preferredSupplier {\n      id\n      kind\n      name\n    }\n    cost {\n      costPerBaseUnit\n      cheapest {\n        ...ProductCost_articleCost\n      }\n      preferred {\n        ...ProductCost_articleCost\n      }\n      missing {\n        reason\n        unit\n        article {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.ProductCost_ProductFragmentDoc,
  '\n  query ProductSheet($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      baseUnit\n      category\n      dlcEntame\n      photoUrl\n      allergens\n      tags {\n        id\n        name\n      }\n      restaurants {\n        id\n        name\n      }\n      storageSpaces {\n        id\n      }\n      packagings {\n        ...ProductPackaging_packaging\n      }\n      ...ConversionDialog_product\n      articles {\n        ...ProductArticle_article\n      }\n      usedInRecipes {\n        recipeId\n        name\n        namePrint\n        photoUrl\n        quantity\n        unit\n      }\n      ...ProductCost_product\n    }\n  }\n':
    types.ProductSheetDocument,
  '\n  query ProductSheetChoices {\n    restaurants {\n      id\n      name\n      isLab\n    }\n    tags {\n      id\n      name\n    }\n    storageSpaces {\n      id\n      name\n      zone {\n        id\n        name\n        restaurant {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.ProductSheetChoicesDocument,
  '\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...ProductTable_product\n    }\n  }\n':
    types.CreateProductDocument,
  '\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductTable_product\n    }\n  }\n':
    types.UpdateProductDocument,
  '\n  mutation DeleteProductArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n':
    types.DeleteProductArticleDocument,
  '\n  mutation CreateProductPackaging($productId: ID!, $input: PackagingInput!) {\n    createPackaging(productId: $productId, input: $input) {\n      ...ProductPackaging_packaging\n    }\n  }\n':
    types.CreateProductPackagingDocument,
  '\n  mutation UpdateProductPackaging($id: ID!, $input: UpdatePackagingInput!) {\n    updatePackaging(id: $id, input: $input) {\n      ...ProductPackaging_packaging\n    }\n  }\n':
    types.UpdateProductPackagingDocument,
  '\n  mutation DeleteProductPackaging($id: ID!) {\n    deletePackaging(id: $id)\n  }\n':
    types.DeleteProductPackagingDocument,
  '\n  mutation DeleteProductConversion($id: ID!) {\n    deleteConversionRule(id: $id)\n  }\n':
    types.DeleteProductConversionDocument,
  '\n  fragment OrderedLine_line on PurchaseOrderLine {\n    id\n    articleName\n    productName\n    quantityOrdered\n    packagingName\n    packagingQuantity\n    packagingUnit\n  }\n':
    types.OrderedLine_LineFragmentDoc,
  '\n  fragment OrderHeading_order on PurchaseOrder {\n    id\n    reference\n    status\n    expectedDate\n    restaurant {\n      id\n      name\n    }\n    supplier {\n      id\n      kind\n      name\n    }\n  }\n':
    types.OrderHeading_OrderFragmentDoc,
  '\n  fragment PurchaseOrderRow_order on PurchaseOrder {\n    id\n    reference\n    status\n    allowedTransitions\n    supplierName\n    supplier {\n      id\n      kind\n      name\n    }\n    restaurant {\n      id\n      name\n    }\n    expectedDate\n    subtotalHT\n    totalTTC\n    createdAt\n  }\n':
    types.PurchaseOrderRow_OrderFragmentDoc,
  '\n  query PurchaseOrderList(\n    $restaurantId: ID!\n    $filter: PurchaseOrderFilter\n    $sort: PurchaseOrderSort\n    $limit: Int\n    $offset: Int\n  ) {\n    purchaseOrders(\n      restaurantId: $restaurantId\n      filter: $filter\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      limit\n      offset\n      data {\n        ...PurchaseOrderRow_order\n      }\n    }\n    everyOrder: purchaseOrders(restaurantId: $restaurantId, limit: 1) {\n      total\n    }\n  }\n':
    types.PurchaseOrderListDocument,
  '\n  query InternalSaleList(\n    $labId: ID!\n    $filter: PurchaseOrderFilter\n    $sort: PurchaseOrderSort\n    $limit: Int\n    $offset: Int\n  ) {\n    internalSales(labId: $labId, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...PurchaseOrderRow_order\n      }\n    }\n    everySale: internalSales(labId: $labId, limit: 1) {\n      total\n    }\n  }\n':
    types.InternalSaleListDocument,
  '\n  fragment PurchaseOrderDetail_line on PurchaseOrderLine {\n    ...OrderedLine_line\n    supplierRef\n    article {\n      id\n    }\n    product {\n      id\n    }\n    baseUnit\n    conversionToBase\n    quantityOrderedBase\n    unitPrice\n    vat\n    vatRate\n    lineTotal\n    lineTotalTTC\n    temperatureCategory\n    quantityExpedited\n    quantityReceivedPackaging\n    quantityReceivedBase\n    deliveryTempC\n    receivingLineNote\n  }\n':
    types.PurchaseOrderDetail_LineFragmentDoc,
  '\n  fragment PurchaseOrderDetail_order on PurchaseOrder {\n    id\n    reference\n    status\n    allowedTransitions\n    supplierName\n    supplier {\n      id\n      kind\n      name\n      email\n      phone\n      address\n    }\n    restaurant {\n      id\n      name\n      address\n      phone\n      email\n    }\n    expectedDate\n    notes\n    receivingNote\n    shippingNote\n    statusReason\n    subtotalHT\n    totalVAT\n    totalTTC\n    vatBreakdown {\n      rate\n      base\n      amount\n    }\n    lines {\n      ...PurchaseOrderDetail_line\n    }\n    ...ReceptionDialog_order\n    lineCount\n    pdfUrl\n    emailStatus\n    emailError\n    createdAt\n    createdBy {\n      id\n      firstName\n      lastName\n    }\n    sentAt\n    expeditedAt\n    firstReceivedAt\n    lastReceivedAt\n    receptions {\n      id\n      receivedAt\n      receivedBy {\n        id\n        firstName\n        lastName\n      }\n      note\n      lines {\n        id\n        line {\n          id\n          productName\n          articleName\n          packagingName\n          packagingUnit\n          baseUnit\n          temperatureCategory\n        }\n        quantityReceivedPackaging\n        quantityReceivedBase\n        unitPrice\n        deliveryTempC\n        temperatureAlert\n        lotNumber\n        useByDate\n        note\n      }\n    }\n  }\n':
    types.PurchaseOrderDetail_OrderFragmentDoc,
  '\n  query PurchaseOrderDetail($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n':
    types.PurchaseOrderDetailDocument,
  '\n  mutation SendPurchaseOrder($id: ID!) {\n    sendPurchaseOrder(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n':
    types.SendPurchaseOrderDocument,
  '\n  mutation ResendPurchaseOrderEmail($id: ID!) {\n    resendPurchaseOrderEmail(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n':
    types.ResendPurchaseOrderEmailDocument,
  '\n  mutation AcknowledgePurchaseOrder($id: ID!) {\n    acknowledgePurchaseOrder(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n':
    types.AcknowledgePurchaseOrderDocument,
  '\n  mutation RefusePurchaseOrder($id: ID!, $reason: String) {\n    refusePurchaseOrder(id: $id, reason: $reason) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n':
    types.RefusePurchaseOrderDocument,
  '\n  mutation CancelPurchaseOrder($id: ID!, $reason: String) {\n    cancelPurchaseOrder(id: $id, reason: $reason) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n':
    types.CancelPurchaseOrderDocument,
  '\n  mutation DeletePurchaseOrder($id: ID!) {\n    deletePurchaseOrder(id: $id)\n  }\n':
    types.DeletePurchaseOrderDocument,
  '\n  query OrderFormSuppliers {\n    suppliers {\n      id\n      kind\n      name\n      email\n      minOrderAmount\n      deliveryDelayDays\n      deliveryDays\n      restaurants {\n        id\n      }\n    }\n  }\n':
    types.OrderFormSuppliersDocument,
  '\n  fragment OrderForm_article on Article {\n    id\n    name\n    supplierRef\n    price\n    vat\n    vatRate\n    product {\n      id\n      name\n    }\n    orderingPackaging {\n      id\n      type\n      name\n      sourceQuantity\n      sourceUnit\n    }\n    restaurants {\n      id\n    }\n  }\n':
    types.OrderForm_ArticleFragmentDoc,
  '\n  query OrderFormArticles($id: ID!, $kind: SupplierKind!) {\n    supplier(id: $id, kind: $kind) {\n      id\n      kind\n      articles {\n        ...OrderForm_article\n      }\n    }\n  }\n':
    types.OrderFormArticlesDocument,
  '\n  query OrderFormOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...OrderHeading_order\n      allowedTransitions\n      notes\n      lines {\n        id\n        quantityOrdered\n        article {\n          id\n        }\n      }\n    }\n  }\n':
    types.OrderFormOrderDocument,
  '\n  fragment OrderForm_result on PurchaseOrder {\n    id\n    reference\n    status\n    emailStatus\n    emailError\n    allowedTransitions\n    subtotalHT\n    totalTTC\n  }\n':
    types.OrderForm_ResultFragmentDoc,
  '\n  mutation CreatePurchaseOrder($input: PurchaseOrderInput!, $send: Boolean) {\n    createPurchaseOrder(input: $input, send: $send) {\n      ...OrderForm_result\n    }\n  }\n':
    types.CreatePurchaseOrderDocument,
  '\n  mutation UpdatePurchaseOrder($id: ID!, $input: PurchaseOrderInput!, $send: Boolean) {\n    updatePurchaseOrder(id: $id, input: $input, send: $send) {\n      ...OrderForm_result\n    }\n  }\n':
    types.UpdatePurchaseOrderDocument,
  '\n  query ExpeditionOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...OrderHeading_order\n      allowedTransitions\n      totalTTC\n      lines {\n        ...OrderedLine_line\n        quantityExpedited\n      }\n    }\n  }\n':
    types.ExpeditionOrderDocument,
  '\n  mutation ExpeditePurchaseOrder($id: ID!, $input: ExpeditionInput!) {\n    expeditePurchaseOrder(id: $id, input: $input) {\n      id\n      status\n      allowedTransitions\n      shippingNote\n      expeditedAt\n      lines {\n        id\n        quantityExpedited\n      }\n    }\n  }\n':
    types.ExpeditePurchaseOrderDocument,
  '\n  fragment ReceptionDialog_order on PurchaseOrder {\n    id\n    reference\n    status\n    lines {\n      ...OrderedLine_line\n      baseUnit\n      conversionToBase\n      unitPrice\n      temperatureCategory\n      quantityReceivedPackaging\n    }\n  }\n':
    types.ReceptionDialog_OrderFragmentDoc,
  '\n  mutation ReceivePurchaseOrder($id: ID!, $input: ReceptionInput!) {\n    receivePurchaseOrder(id: $id, input: $input) {\n      id\n      status\n      allowedTransitions\n      receivingNote\n      firstReceivedAt\n      lastReceivedAt\n      lines {\n        id\n        quantityReceivedPackaging\n        quantityReceivedBase\n        deliveryTempC\n        receivingLineNote\n      }\n    }\n  }\n':
    types.ReceivePurchaseOrderDocument,
  '\n  fragment RecipeRow_recipe on Recipe {\n    id\n    name\n    namePrint\n    quantity\n    baseUnit\n    category\n    dlc\n    photoUrl\n    productIngredientCount\n    recipeIngredientCount\n    allergens\n    createdAt\n  }\n':
    types.RecipeRow_RecipeFragmentDoc,
  '\n  query RecipeList($filter: RecipeFilter, $sort: RecipeSort, $limit: Int, $offset: Int) {\n    recipes(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...RecipeRow_recipe\n      }\n    }\n  }\n':
    types.RecipeListDocument,
  '\n  fragment RecipeIngredient_ingredient on RecipeIngredient {\n    id\n    itemType\n    itemId\n    quantity\n    unit\n    cost\n    costShare\n    costGap\n    item {\n      __typename\n      ... on Product {\n        id\n        name\n        productUnit: baseUnit\n        photoUrl\n      }\n      ... on Recipe {\n        id\n        name\n        recipeUnit: baseUnit\n        photoUrl\n      }\n    }\n  }\n':
    types.RecipeIngredient_IngredientFragmentDoc,
  '\n  query RecipeSheet($id: ID!) {\n    recipe(id: $id) {\n      ...RecipeRow_recipe\n      ingredients {\n        ...RecipeIngredient_ingredient\n      }\n      cost {\n        total\n        perBaseUnit\n        complete\n        missing {\n          ...RecipeIngredient_ingredient\n        }\n      }\n      restaurants {\n        id\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n':
    types.RecipeSheetDocument,
  '\n  query RecipeSheetChoices {\n    restaurants {\n      id\n      name\n      isLab\n    }\n    tags {\n      id\n      name\n    }\n  }\n':
    types.RecipeSheetChoicesDocument,
  '\n  query IngredientItemOptions(\n    $search: String\n    $limit: Int\n    $products: Boolean!\n    $recipes: Boolean!\n  ) {\n    products(filter: { search: $search }, limit: $limit) @include(if: $products) {\n      data {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n    }\n    recipes(filter: { search: $search }, limit: $limit) @include(if: $recipes) {\n      data {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n    }\n  }\n':
    types.IngredientItemOptionsDocument,
  '\n  mutation CreateRecipe($input: CreateRecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeRow_recipe\n    }\n  }\n':
    types.CreateRecipeDocument,
  '\n  mutation UpdateRecipe($id: ID!, $input: UpdateRecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      ...RecipeRow_recipe\n    }\n  }\n':
    types.UpdateRecipeDocument,
  '\n  mutation AddRecipeIngredient($recipeId: ID!, $input: RecipeIngredientInput!) {\n    addRecipeIngredient(recipeId: $recipeId, input: $input) {\n      id\n    }\n  }\n':
    types.AddRecipeIngredientDocument,
  '\n  mutation UpdateRecipeIngredient($recipeId: ID!, $id: ID!, $input: RecipeIngredientInput!) {\n    updateRecipeIngredient(recipeId: $recipeId, id: $id, input: $input) {\n      id\n    }\n  }\n':
    types.UpdateRecipeIngredientDocument,
  '\n  mutation DeleteRecipeIngredient($recipeId: ID!, $id: ID!) {\n    deleteRecipeIngredient(recipeId: $recipeId, id: $id)\n  }\n':
    types.DeleteRecipeIngredientDocument,
  '\n  fragment RestaurantPage_restaurant on Restaurant {\n    id\n    name\n    address\n    phone\n    email\n    isLab\n    minOrderAmount\n    deliveryDelayDays\n    mondayDelivery\n    tuesdayDelivery\n    wednesdayDelivery\n    thursdayDelivery\n    fridayDelivery\n    saturdayDelivery\n    sundayDelivery\n    deliveryDays\n    nextDeliveryDate\n    createdAt\n    servedRestaurants {\n      id\n      name\n    }\n  }\n':
    types.RestaurantPage_RestaurantFragmentDoc,
  '\n  query RestaurantPage($id: ID!) {\n    restaurant(id: $id) {\n      ...RestaurantPage_restaurant\n    }\n  }\n':
    types.RestaurantPageDocument,
  '\n  mutation UpdateRestaurant($id: ID!, $input: RestaurantInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      ...RestaurantPage_restaurant\n    }\n  }\n':
    types.UpdateRestaurantDocument,
  '\n  mutation DeleteRestaurant($id: ID!) {\n    deleteRestaurant(id: $id)\n  }\n':
    types.DeleteRestaurantDocument,
  '\n  query RestaurantForm($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      address\n      phone\n      email\n      isLab\n    }\n  }\n':
    types.RestaurantFormDocument,
  '\n  mutation CreateRestaurant($input: RestaurantInput!) {\n    createRestaurant(input: $input) {\n      id\n      name\n      address\n      phone\n      email\n      isLab\n    }\n  }\n':
    types.CreateRestaurantDocument,
  '\n  mutation EditRestaurant($id: ID!, $input: RestaurantInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      id\n      name\n      address\n      phone\n      email\n      isLab\n    }\n  }\n':
    types.EditRestaurantDocument,
  '\n  query SettingsProfile {\n    me {\n      id\n      firstName\n      lastName\n      email\n      phone\n      role\n    }\n  }\n':
    types.SettingsProfileDocument,
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      role\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n':
    types.ChangePasswordDocument,
  '\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      ...Preferences_all\n    }\n  }\n':
    types.UpdatePreferencesDocument,
  '\n  fragment StockRow_stock on StockLevel {\n    currentStock\n    baseUnit\n    display {\n      value\n      unit\n    }\n    status\n    value\n    updatedAt\n    product {\n      id\n      name\n      photoUrl\n    }\n  }\n':
    types.StockRow_StockFragmentDoc,
  '\n  query StockList($restaurantId: ID!, $filter: StockFilter, $limit: Int, $offset: Int) {\n    restaurant(id: $restaurantId) {\n      id\n      stocks(filter: $filter, limit: $limit, offset: $offset) {\n        total\n        limit\n        offset\n        data {\n          ...StockRow_stock\n        }\n      }\n    }\n  }\n':
    types.StockListDocument,
  '\n  query StockSummary($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      stockSummary {\n        productCount\n        outOfStockCount\n        lowCount\n        inStockCount\n        totalValue\n        unvaluedCount\n      }\n    }\n  }\n':
    types.StockSummaryDocument,
  '\n  query StockAlerts($restaurantId: ID!, $threshold: Float) {\n    restaurant(id: $restaurantId) {\n      id\n      stockAlerts(threshold: $threshold) {\n        ...StockRow_stock\n      }\n    }\n  }\n':
    types.StockAlertsDocument,
  '\n  query ProductStock($productId: ID!, $restaurantId: ID!) {\n    product(id: $productId) {\n      id\n      name\n      photoUrl\n      baseUnit\n      conversionRules {\n        id\n        sourceQuantity\n        sourceUnit\n        targetQuantity\n        targetUnit\n        isActive\n      }\n      stock(restaurantId: $restaurantId) {\n        ...StockRow_stock\n      }\n    }\n  }\n':
    types.ProductStockDocument,
  '\n  query StockMovements(\n    $restaurantId: ID!\n    $productId: ID\n    $from: Date\n    $to: Date\n    $limit: Int\n    $offset: Int\n  ) {\n    restaurant(id: $restaurantId) {\n      id\n      stockMovements(productId: $productId, from: $from, to: $to, limit: $limit, offset: $offset) {\n        total\n        limit\n        offset\n        data {\n          id\n          type\n          reason\n          quantity\n          unit\n          stockBefore\n          stockAfter\n          occurredAt\n          note\n          createdBy {\n            id\n            firstName\n            lastName\n          }\n          inventory {\n            id\n          }\n        }\n      }\n    }\n  }\n':
    types.StockMovementsDocument,
  '\n  mutation RecordStockMovement($input: StockMovementInput!) {\n    recordStockMovement(input: $input) {\n      id\n      stockAfter\n    }\n  }\n':
    types.RecordStockMovementDocument,
  '\n  query Suppliers {\n    suppliers {\n      id\n      kind\n      name\n      email\n      phone\n      address\n      deliveryDelayDays\n    }\n  }\n':
    types.SuppliersDocument,
  '\n  fragment SupplierMercurial_article on Article {\n    id\n    name\n    price\n    vat\n    product {\n      id\n      name\n      photoUrl\n    }\n    lastPriceChange {\n      id\n      price\n      change\n      changePercent\n      changedAt\n    }\n  }\n':
    types.SupplierMercurial_ArticleFragmentDoc,
  '\n  query SupplierPage($id: ID!, $kind: SupplierKind!) {\n    supplier(id: $id, kind: $kind) {\n      id\n      kind\n      name\n      email\n      phone\n      address\n      minOrderAmount\n      deliveryDelayDays\n      deliveryDays\n      restaurants {\n        id\n      }\n      articles {\n        ...SupplierMercurial_article\n      }\n    }\n  }\n':
    types.SupplierPageDocument,
  '\n  query SupplierRestaurantOptions {\n    restaurants {\n      id\n      name\n      address\n      isLab\n    }\n  }\n':
    types.SupplierRestaurantOptionsDocument,
  '\n  mutation SetSupplierRestaurants($supplierId: ID!, $restaurantIds: [ID!]!) {\n    setSupplierRestaurants(supplierId: $supplierId, restaurantIds: $restaurantIds) {\n      id\n      restaurants {\n        id\n      }\n    }\n  }\n':
    types.SetSupplierRestaurantsDocument,
  '\n  mutation SetLabServedRestaurants($laboratoryId: ID!, $restaurantIds: [ID!]!) {\n    setServedRestaurants(laboratoryId: $laboratoryId, restaurantIds: $restaurantIds) {\n      id\n      servedRestaurants {\n        id\n      }\n    }\n  }\n':
    types.SetLabServedRestaurantsDocument,
  '\n  fragment SupplierForm_supplier on ExternalSupplier {\n    id\n    name\n    email\n    phone\n    address\n    minOrderAmount\n    deliveryDelayDays\n    mondayDelivery\n    tuesdayDelivery\n    wednesdayDelivery\n    thursdayDelivery\n    fridayDelivery\n    saturdayDelivery\n    sundayDelivery\n  }\n':
    types.SupplierForm_SupplierFragmentDoc,
  '\n  query SupplierForm($id: ID!) {\n    supplier(id: $id, kind: EXTERNAL) {\n      __typename\n      ... on ExternalSupplier {\n        ...SupplierForm_supplier\n      }\n    }\n  }\n':
    types.SupplierFormDocument,
  '\n  mutation CreateSupplier($input: SupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierForm_supplier\n    }\n  }\n':
    types.CreateSupplierDocument,
  '\n  mutation UpdateSupplier($id: ID!, $input: SupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierForm_supplier\n    }\n  }\n':
    types.UpdateSupplierDocument,
  '\n  fragment TagTable_tag on Tag {\n    id\n    name\n    createdAt\n  }\n':
    types.TagTable_TagFragmentDoc,
  '\n  query Tags {\n    tags {\n      ...TagTable_tag\n    }\n  }\n': types.TagsDocument,
  '\n  mutation CreateTag($name: String!) {\n    createTag(name: $name) {\n      ...TagTable_tag\n    }\n  }\n':
    types.CreateTagDocument,
  '\n  mutation UpdateTag($id: ID!, $name: String!) {\n    updateTag(id: $id, name: $name) {\n      ...TagTable_tag\n    }\n  }\n':
    types.UpdateTagDocument,
  '\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n': types.DeleteTagDocument,
  '\n  fragment ZoneTable_zone on Zone {\n    id\n    name\n    description\n    surfaceCount\n    equipmentCount\n    restaurant {\n      id\n    }\n  }\n':
    types.ZoneTable_ZoneFragmentDoc,
  '\n  fragment SurfaceTable_surface on Surface {\n    id\n    name\n    description\n    isStorageArea\n    zone {\n      id\n      name\n    }\n  }\n':
    types.SurfaceTable_SurfaceFragmentDoc,
  '\n  query RestaurantZones($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      zones {\n        ...ZoneTable_zone\n      }\n      surfaces {\n        ...SurfaceTable_surface\n      }\n    }\n  }\n':
    types.RestaurantZonesDocument,
  '\n  mutation CreateZone($input: CreateZoneInput!) {\n    createZone(input: $input) {\n      ...ZoneTable_zone\n    }\n  }\n':
    types.CreateZoneDocument,
  '\n  mutation UpdateZone($id: ID!, $input: UpdateZoneInput!) {\n    updateZone(id: $id, input: $input) {\n      ...ZoneTable_zone\n    }\n  }\n':
    types.UpdateZoneDocument,
  '\n  mutation DeleteZone($id: ID!) {\n    deleteZone(id: $id)\n  }\n': types.DeleteZoneDocument,
  '\n  mutation CreateSurface($input: SurfaceInput!) {\n    createSurface(input: $input) {\n      ...SurfaceTable_surface\n      zone {\n        id\n        surfaceCount\n      }\n    }\n  }\n':
    types.CreateSurfaceDocument,
  '\n  mutation UpdateSurface($id: ID!, $input: SurfaceInput!) {\n    updateSurface(id: $id, input: $input) {\n      ...SurfaceTable_surface\n      zone {\n        id\n        surfaceCount\n      }\n    }\n  }\n':
    types.UpdateSurfaceDocument,
  '\n  mutation DeleteSurface($id: ID!) {\n    deleteSurface(id: $id)\n  }\n':
    types.DeleteSurfaceDocument,
  '\n  query R {\n    restaurants {\n      id\n    }\n  }\n': types.RDocument,
  '\n  mutation L($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n':
    types.LDocument,
  '\n  fragment RestaurantSelection_restaurant on Restaurant {\n    id\n    name\n    address\n    isLab\n  }\n':
    types.RestaurantSelection_RestaurantFragmentDoc,
  '\n  query SelectableRestaurants {\n    restaurants {\n      ...RestaurantSelection_restaurant\n    }\n  }\n':
    types.SelectableRestaurantsDocument,
  '\n  query MyPermissions {\n    me {\n      id\n      role\n      permissions {\n        area\n        canCreate\n        canEdit\n        canDelete\n      }\n    }\n  }\n':
    types.MyPermissionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Preferences_all on Preferences {\n    notifications {\n      email\n      push\n      temperatureAlerts\n      cleaningReminders\n      equipmentAlerts\n      dailyReport\n      weeklyReport\n      monthlyReport\n    }\n    appearance {\n      theme\n      language\n      timezone\n      dateFormat\n      temperatureUnit\n    }\n    security {\n      twoFactor\n      sessionTimeout\n      loginAlerts\n      apiAccess\n    }\n  }\n',
): (typeof documents)['\n  fragment Preferences_all on Preferences {\n    notifications {\n      email\n      push\n      temperatureAlerts\n      cleaningReminders\n      equipmentAlerts\n      dailyReport\n      weeklyReport\n      monthlyReport\n    }\n    appearance {\n      theme\n      language\n      timezone\n      dateFormat\n      temperatureUnit\n    }\n    security {\n      twoFactor\n      sessionTimeout\n      loginAlerts\n      apiAccess\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPreferences {\n    me {\n      id\n      preferences {\n        ...Preferences_all\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyPreferences {\n    me {\n      id\n      preferences {\n        ...Preferences_all\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestRestaurants {\n    restaurants {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query TestRestaurants {\n    restaurants {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Session_user on User {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n',
): (typeof documents)['\n  fragment Session_user on User {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SessionMe {\n    me {\n      ...Session_user\n    }\n  }\n',
): (typeof documents)['\n  query SessionMe {\n    me {\n      ...Session_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ArticleTable_article on Article {\n    id\n    name\n    price\n    vat\n    product {\n      id\n      name\n      photoUrl\n    }\n    supplier {\n      id\n      kind\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ArticleTable_article on Article {\n    id\n    name\n    price\n    vat\n    product {\n      id\n      name\n      photoUrl\n    }\n    supplier {\n      id\n      kind\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ArticlePage($filter: ArticleFilter, $sort: ArticleSort, $limit: Int, $offset: Int) {\n    articles(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...ArticleTable_article\n      }\n    }\n    everyArticle: articles(limit: 1) {\n      total\n    }\n  }\n',
): (typeof documents)['\n  query ArticlePage($filter: ArticleFilter, $sort: ArticleSort, $limit: Int, $offset: Int) {\n    articles(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...ArticleTable_article\n      }\n    }\n    everyArticle: articles(limit: 1) {\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      id\n      name\n      supplierRef\n      price\n      vat\n      temperatureCategory\n      costPerBaseUnit\n      createdAt\n      updatedAt\n      product {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n      supplier {\n        id\n        kind\n        name\n        email\n        phone\n        address\n        minOrderAmount\n        deliveryDelayDays\n        deliveryDays\n      }\n      orderingPackaging {\n        id\n        name\n        sourceQuantity\n        sourceUnit\n        baseQuantity\n      }\n      tags {\n        id\n        name\n      }\n      priceHistory {\n        id\n        price\n        previousPrice\n        change\n        changePercent\n        changedAt\n        changedBy {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      id\n      name\n      supplierRef\n      price\n      vat\n      temperatureCategory\n      costPerBaseUnit\n      createdAt\n      updatedAt\n      product {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n      supplier {\n        id\n        kind\n        name\n        email\n        phone\n        address\n        minOrderAmount\n        deliveryDelayDays\n        deliveryDays\n      }\n      orderingPackaging {\n        id\n        name\n        sourceQuantity\n        sourceUnit\n        baseQuantity\n      }\n      tags {\n        id\n        name\n      }\n      priceHistory {\n        id\n        price\n        previousPrice\n        change\n        changePercent\n        changedAt\n        changedBy {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ArticleForm($id: ID!) {\n    article(id: $id) {\n      ...ArticleDialog_article\n    }\n  }\n',
): (typeof documents)['\n  query ArticleForm($id: ID!) {\n    article(id: $id) {\n      ...ArticleDialog_article\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      userId\n      enseigne {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      userId\n      enseigne {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClockTable_row on ClockRow {\n    key\n    state\n    employee {\n      id\n      firstName\n      lastName\n    }\n    scheduled {\n      id\n      datetimeStart\n      datetimeEnd\n      breakDuration\n      mealCount\n      job {\n        id\n        title\n        color\n      }\n    }\n    realized {\n      id\n      datetimeStart\n      datetimeEnd\n      actualBreakDuration\n      mealCount\n      comment\n    }\n    approved {\n      id\n      datetimeStart\n      datetimeEnd\n      breakDuration\n      mealCount\n      comment\n      job {\n        id\n        title\n        color\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ClockTable_row on ClockRow {\n    key\n    state\n    employee {\n      id\n      firstName\n      lastName\n    }\n    scheduled {\n      id\n      datetimeStart\n      datetimeEnd\n      breakDuration\n      mealCount\n      job {\n        id\n        title\n        color\n      }\n    }\n    realized {\n      id\n      datetimeStart\n      datetimeEnd\n      actualBreakDuration\n      mealCount\n      comment\n    }\n    approved {\n      id\n      datetimeStart\n      datetimeEnd\n      breakDuration\n      mealCount\n      comment\n      job {\n        id\n        title\n        color\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BadgeuseWeek($restaurantId: ID!, $start: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      week(start: $start) {\n        start\n        end\n        number\n        days {\n          date\n          clockedShiftCount\n          approvedCount\n          clockRows {\n            ...ClockTable_row\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BadgeuseWeek($restaurantId: ID!, $start: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      week(start: $start) {\n        start\n        end\n        number\n        days {\n          date\n          clockedShiftCount\n          approvedCount\n          clockRows {\n            ...ClockTable_row\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApproveRealizedShift($id: ID!, $adjustments: ShiftAdjustmentsInput) {\n    approveRealizedShift(id: $id, adjustments: $adjustments) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation ApproveRealizedShift($id: ID!, $adjustments: ShiftAdjustmentsInput) {\n    approveRealizedShift(id: $id, adjustments: $adjustments) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateApprovedShift($id: ID!, $input: UpdateApprovedShiftInput!) {\n    updateApprovedShift(id: $id, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateApprovedShift($id: ID!, $input: UpdateApprovedShiftInput!) {\n    updateApprovedShift(id: $id, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteApprovedShift($id: ID!) {\n    deleteApprovedShift(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteApprovedShift($id: ID!) {\n    deleteApprovedShift(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ValidateDay($input: ValidateDayInput!) {\n    validateDay(input: $input) {\n      message\n      approved {\n        id\n      }\n      updated {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ValidateDay($input: ValidateDayInput!) {\n    validateDay(input: $input) {\n      message\n      approved {\n        id\n      }\n      updated {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateApprovedShift($input: ApprovedShiftInput!) {\n    createApprovedShift(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateApprovedShift($input: ApprovedShiftInput!) {\n    createApprovedShift(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment KioskDevices_device on KioskDevice {\n    id\n    label\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n',
): (typeof documents)['\n  fragment KioskDevices_device on KioskDevice {\n    id\n    label\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RestaurantKioskDevices($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      kioskDevices {\n        ...KioskDevices_device\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RestaurantKioskDevices($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      kioskDevices {\n        ...KioskDevices_device\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateKioskDevice($restaurantId: ID!, $label: String!) {\n    createKioskDevice(restaurantId: $restaurantId, label: $label) {\n      token\n      device {\n        ...KioskDevices_device\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateKioskDevice($restaurantId: ID!, $label: String!) {\n    createKioskDevice(restaurantId: $restaurantId, label: $label) {\n      token\n      device {\n        ...KioskDevices_device\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevokeKioskDevice($id: ID!) {\n    revokeKioskDevice(id: $id) {\n      ...KioskDevices_device\n    }\n  }\n',
): (typeof documents)['\n  mutation RevokeKioskDevice($id: ID!) {\n    revokeKioskDevice(id: $id) {\n      ...KioskDevices_device\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ConversionDialog_rule on ConversionRule {\n    id\n    sourceQuantity\n    sourceUnit\n    targetQuantity\n    targetUnit\n    factor\n    notes\n    isActive\n    inUse\n  }\n',
): (typeof documents)['\n  fragment ConversionDialog_rule on ConversionRule {\n    id\n    sourceQuantity\n    sourceUnit\n    targetQuantity\n    targetUnit\n    factor\n    notes\n    isActive\n    inUse\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ConversionDialog_product on Product {\n    id\n    name\n    baseUnit\n    conversionRules {\n      ...ConversionDialog_rule\n    }\n  }\n',
): (typeof documents)['\n  fragment ConversionDialog_product on Product {\n    id\n    name\n    baseUnit\n    conversionRules {\n      ...ConversionDialog_rule\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CatalogueCreateConversionRule($productId: ID!, $input: ConversionRuleInput!) {\n    createConversionRule(productId: $productId, input: $input) {\n      ...ConversionDialog_rule\n    }\n  }\n',
): (typeof documents)['\n  mutation CatalogueCreateConversionRule($productId: ID!, $input: ConversionRuleInput!) {\n    createConversionRule(productId: $productId, input: $input) {\n      ...ConversionDialog_rule\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CatalogueUpdateConversionRule($id: ID!, $input: UpdateConversionRuleInput!) {\n    updateConversionRule(id: $id, input: $input) {\n      ...ConversionDialog_rule\n    }\n  }\n',
): (typeof documents)['\n  mutation CatalogueUpdateConversionRule($id: ID!, $input: UpdateConversionRuleInput!) {\n    updateConversionRule(id: $id, input: $input) {\n      ...ConversionDialog_rule\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ArticleDialog_article on Article {\n    id\n    name\n    supplierRef\n    price\n    vat\n    temperatureCategory\n    product {\n      id\n      name\n    }\n    supplier {\n      id\n      kind\n      name\n    }\n    orderingPackaging {\n      id\n      name\n      sourceQuantity\n      sourceUnit\n    }\n    restaurants {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment ArticleDialog_article on Article {\n    id\n    name\n    supplierRef\n    price\n    vat\n    temperatureCategory\n    product {\n      id\n      name\n    }\n    supplier {\n      id\n      kind\n      name\n    }\n    orderingPackaging {\n      id\n      name\n      sourceQuantity\n      sourceUnit\n    }\n    restaurants {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CatalogueSupplierOptions {\n    suppliers {\n      id\n      kind\n      name\n    }\n  }\n',
): (typeof documents)['\n  query CatalogueSupplierOptions {\n    suppliers {\n      id\n      kind\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CatalogueProductOptions($search: String, $limit: Int) {\n    products(filter: { search: $search }, limit: $limit) {\n      total\n      data {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CatalogueProductOptions($search: String, $limit: Int) {\n    products(filter: { search: $search }, limit: $limit) {\n      total\n      data {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CatalogueProductUnits($id: ID!) {\n    product(id: $id) {\n      photoUrl\n      ...ConversionDialog_product\n    }\n  }\n',
): (typeof documents)['\n  query CatalogueProductUnits($id: ID!) {\n    product(id: $id) {\n      photoUrl\n      ...ConversionDialog_product\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CatalogueRestaurantOptions {\n    restaurants {\n      id\n      name\n      isLab\n    }\n  }\n',
): (typeof documents)['\n  query CatalogueRestaurantOptions {\n    restaurants {\n      id\n      name\n      isLab\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CatalogueCreateArticle($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      ...ArticleDialog_article\n    }\n  }\n',
): (typeof documents)['\n  mutation CatalogueCreateArticle($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      ...ArticleDialog_article\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CatalogueUpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      ...ArticleDialog_article\n    }\n  }\n',
): (typeof documents)['\n  mutation CatalogueUpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      ...ArticleDialog_article\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Dashboard {\n    dashboard {\n      restaurantCount\n      employeeCount\n      equipmentCount\n      temperatureReadingCount\n      recentRestaurants {\n        id\n        name\n        createdAt\n      }\n      recentEmployees {\n        id\n        firstName\n        lastName\n        createdAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Dashboard {\n    dashboard {\n      restaurantCount\n      employeeCount\n      equipmentCount\n      temperatureReadingCount\n      recentRestaurants {\n        id\n        name\n        createdAt\n      }\n      recentEmployees {\n        id\n        firstName\n        lastName\n        createdAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment EmployeeTable_employee on Employee {\n    id\n    firstName\n    lastName\n    pin\n    contractType\n    contractNbHours\n    createdAt\n    restaurant {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment EmployeeTable_employee on Employee {\n    id\n    firstName\n    lastName\n    pin\n    contractType\n    contractNbHours\n    createdAt\n    restaurant {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RestaurantEmployees($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      ...EmployeeTable_employee\n    }\n  }\n',
): (typeof documents)['\n  query RestaurantEmployees($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      ...EmployeeTable_employee\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EmployeePage(\n    $restaurantId: ID!\n    $filter: EmployeeFilter\n    $sort: EmployeeSort\n    $limit: Int\n    $offset: Int\n  ) {\n    employeePage(\n      restaurantId: $restaurantId\n      filter: $filter\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      limit\n      offset\n      data {\n        ...EmployeeTable_employee\n      }\n    }\n  }\n',
): (typeof documents)['\n  query EmployeePage(\n    $restaurantId: ID!\n    $filter: EmployeeFilter\n    $sort: EmployeeSort\n    $limit: Int\n    $offset: Int\n  ) {\n    employeePage(\n      restaurantId: $restaurantId\n      filter: $filter\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      limit\n      offset\n      data {\n        ...EmployeeTable_employee\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeTable_employee\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeTable_employee\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeTable_employee\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeTable_employee\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EnseigneDetail($id: ID!) {\n    enseigne(id: $id) {\n      id\n      name\n      createdAt\n      userCount\n      users {\n        id\n        firstName\n        lastName\n        email\n        role\n        active\n        deactivatedAt\n        restaurants {\n          id\n          name\n        }\n        homeRestaurant {\n          id\n          name\n        }\n      }\n      restaurants {\n        id\n        name\n        isLab\n      }\n      invitations {\n        ...EnseigneDetail_invitation\n      }\n    }\n  }\n',
): (typeof documents)['\n  query EnseigneDetail($id: ID!) {\n    enseigne(id: $id) {\n      id\n      name\n      createdAt\n      userCount\n      users {\n        id\n        firstName\n        lastName\n        email\n        role\n        active\n        deactivatedAt\n        restaurants {\n          id\n          name\n        }\n        homeRestaurant {\n          id\n          name\n        }\n      }\n      restaurants {\n        id\n        name\n        isLab\n      }\n      invitations {\n        ...EnseigneDetail_invitation\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment EnseigneDetail_invitation on Invitation {\n    id\n    email\n    status\n    role\n    createdAt\n    expiresAt\n    acceptUrl\n    restaurants {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment EnseigneDetail_invitation on Invitation {\n    id\n    email\n    status\n    role\n    createdAt\n    expiresAt\n    acceptUrl\n    restaurants {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InviteManager($input: InviteManagerInput!) {\n    inviteManager(input: $input) {\n      ...EnseigneDetail_invitation\n    }\n  }\n',
): (typeof documents)['\n  mutation InviteManager($input: InviteManagerInput!) {\n    inviteManager(input: $input) {\n      ...EnseigneDetail_invitation\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InviteEmployee($input: InviteEmployeeInput!) {\n    inviteEmployee(input: $input) {\n      ...EnseigneDetail_invitation\n    }\n  }\n',
): (typeof documents)['\n  mutation InviteEmployee($input: InviteEmployeeInput!) {\n    inviteEmployee(input: $input) {\n      ...EnseigneDetail_invitation\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetUserRestaurants($userId: ID!, $restaurantIds: [ID!]!) {\n    setUserRestaurants(userId: $userId, restaurantIds: $restaurantIds) {\n      id\n      restaurants {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetUserRestaurants($userId: ID!, $restaurantIds: [ID!]!) {\n    setUserRestaurants(userId: $userId, restaurantIds: $restaurantIds) {\n      id\n      restaurants {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      active\n      deactivatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      active\n      deactivatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      id\n      active\n      deactivatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      id\n      active\n      deactivatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyEnseigne {\n    me {\n      id\n      enseigne {\n        id\n        name\n        createdAt\n        userCount\n        restaurantCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyEnseigne {\n    me {\n      id\n      enseigne {\n        id\n        name\n        createdAt\n        userCount\n        restaurantCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InviteEmployeeStaff($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      firstName\n      lastName\n    }\n  }\n',
): (typeof documents)['\n  query InviteEmployeeStaff($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      firstName\n      lastName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment EquipmentTable_equipment on Equipment {\n    id\n    name\n    description\n    serialNumber\n    zone {\n      id\n      name\n    }\n    equipmentType {\n      id\n      name\n      equipmentFamily\n      temperatureMin\n      temperatureMax\n      temperatureUnit\n    }\n  }\n',
): (typeof documents)['\n  fragment EquipmentTable_equipment on Equipment {\n    id\n    name\n    description\n    serialNumber\n    zone {\n      id\n      name\n    }\n    equipmentType {\n      id\n      name\n      equipmentFamily\n      temperatureMin\n      temperatureMax\n      temperatureUnit\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment EquipmentTypeTable_equipmentType on EquipmentType {\n    id\n    name\n    description\n    equipmentFamily\n    temperatureMin\n    temperatureMax\n    temperatureUnit\n    equipmentCount\n  }\n',
): (typeof documents)['\n  fragment EquipmentTypeTable_equipmentType on EquipmentType {\n    id\n    name\n    description\n    equipmentFamily\n    temperatureMin\n    temperatureMax\n    temperatureUnit\n    equipmentCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RestaurantEquipments($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      equipments {\n        ...EquipmentTable_equipment\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RestaurantEquipments($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      equipments {\n        ...EquipmentTable_equipment\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EquipmentTypes {\n    equipmentTypes {\n      ...EquipmentTypeTable_equipmentType\n    }\n  }\n',
): (typeof documents)['\n  query EquipmentTypes {\n    equipmentTypes {\n      ...EquipmentTypeTable_equipmentType\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EquipmentZones($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      zones {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query EquipmentZones($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      zones {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateEquipment($input: EquipmentInput!) {\n    createEquipment(input: $input) {\n      ...EquipmentTable_equipment\n      restaurant {\n        id\n      }\n      zone {\n        id\n        equipmentCount\n      }\n      equipmentType {\n        id\n        equipmentCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateEquipment($input: EquipmentInput!) {\n    createEquipment(input: $input) {\n      ...EquipmentTable_equipment\n      restaurant {\n        id\n      }\n      zone {\n        id\n        equipmentCount\n      }\n      equipmentType {\n        id\n        equipmentCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateEquipment($id: ID!, $input: EquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      ...EquipmentTable_equipment\n      restaurant {\n        id\n      }\n      zone {\n        id\n        equipmentCount\n      }\n      equipmentType {\n        id\n        equipmentCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateEquipment($id: ID!, $input: EquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      ...EquipmentTable_equipment\n      restaurant {\n        id\n      }\n      zone {\n        id\n        equipmentCount\n      }\n      equipmentType {\n        id\n        equipmentCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteEquipment($id: ID!) {\n    deleteEquipment(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteEquipment($id: ID!) {\n    deleteEquipment(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateEquipmentType($input: EquipmentTypeInput!) {\n    createEquipmentType(input: $input) {\n      ...EquipmentTypeTable_equipmentType\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateEquipmentType($input: EquipmentTypeInput!) {\n    createEquipmentType(input: $input) {\n      ...EquipmentTypeTable_equipmentType\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateEquipmentType($id: ID!, $input: EquipmentTypeInput!) {\n    updateEquipmentType(id: $id, input: $input) {\n      ...EquipmentTypeTable_equipmentType\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateEquipmentType($id: ID!, $input: EquipmentTypeInput!) {\n    updateEquipmentType(id: $id, input: $input) {\n      ...EquipmentTypeTable_equipmentType\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteEquipmentType($id: ID!) {\n    deleteEquipmentType(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteEquipmentType($id: ID!) {\n    deleteEquipmentType(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CleaningRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      employees {\n        ...HygieneLog_employee\n      }\n      equipments {\n        ...HygieneLog_equipment\n      }\n      surfaces {\n        id\n        name\n      }\n      cleaningRecords(from: $from, to: $to) {\n        id\n        cleanedAt\n        notes\n        history {\n          ...HygieneLog_correction\n        }\n        voided {\n          ...HygieneLog_correction\n        }\n        equipment {\n          id\n          name\n          zone {\n            id\n            name\n          }\n        }\n        surface {\n          id\n          name\n          zone {\n            id\n            name\n          }\n        }\n        employee {\n          ...HygieneLog_employee\n        }\n        photos {\n          ...HygieneLog_photo\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CleaningRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      employees {\n        ...HygieneLog_employee\n      }\n      equipments {\n        ...HygieneLog_equipment\n      }\n      surfaces {\n        id\n        name\n      }\n      cleaningRecords(from: $from, to: $to) {\n        id\n        cleanedAt\n        notes\n        history {\n          ...HygieneLog_correction\n        }\n        voided {\n          ...HygieneLog_correction\n        }\n        equipment {\n          id\n          name\n          zone {\n            id\n            name\n          }\n        }\n        surface {\n          id\n          name\n          zone {\n            id\n            name\n          }\n        }\n        employee {\n          ...HygieneLog_employee\n        }\n        photos {\n          ...HygieneLog_photo\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordCleaning($input: CleaningRecordInput!) {\n    recordCleaning(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordCleaning($input: CleaningRecordInput!) {\n    recordCleaning(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OilRow on OilRecord {\n    id\n    action\n    method\n    rate\n    level\n    recordedAt\n    date\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n',
): (typeof documents)['\n  fragment OilRow on OilRecord {\n    id\n    action\n    method\n    rate\n    level\n    recordedAt\n    date\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OilRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      oilRecords(from: $from, to: $to) {\n        ...OilRow\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OilRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      oilRecords(from: $from, to: $to) {\n        ...OilRow\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordOil($input: OilRecordInput!) {\n    recordOil(input: $input) {\n      ...OilRow\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordOil($input: OilRecordInput!) {\n    recordOil(input: $input) {\n      ...OilRow\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProcessRow_cooling on CoolingRecord {\n    id\n    productName\n    startTemperature\n    endTemperature\n    startTime\n    endTime\n    date\n    durationMinutes\n    status\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n',
): (typeof documents)['\n  fragment ProcessRow_cooling on CoolingRecord {\n    id\n    productName\n    startTemperature\n    endTemperature\n    startTime\n    endTime\n    date\n    durationMinutes\n    status\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProcessRow_heating on HeatingRecord {\n    id\n    productName\n    startTemperature\n    endTemperature\n    startTime\n    endTime\n    date\n    durationMinutes\n    status\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n',
): (typeof documents)['\n  fragment ProcessRow_heating on HeatingRecord {\n    id\n    productName\n    startTemperature\n    endTemperature\n    startTime\n    endTime\n    date\n    durationMinutes\n    status\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CoolingRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      coolingRecords(from: $from, to: $to) {\n        ...ProcessRow_cooling\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CoolingRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      coolingRecords(from: $from, to: $to) {\n        ...ProcessRow_cooling\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HeatingRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      heatingRecords(from: $from, to: $to) {\n        ...ProcessRow_heating\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HeatingRecords($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      heatingRecords(from: $from, to: $to) {\n        ...ProcessRow_heating\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HygieneRecordOptions($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      equipments {\n        id\n        name\n        equipmentType {\n          id\n          equipmentFamily\n        }\n      }\n      employees {\n        ...HygieneLog_employee\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HygieneRecordOptions($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      equipments {\n        id\n        name\n        equipmentType {\n          id\n          equipmentFamily\n        }\n      }\n      employees {\n        ...HygieneLog_employee\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordCooling($input: ProcessRecordInput!) {\n    recordCooling(input: $input) {\n      ...ProcessRow_cooling\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordCooling($input: ProcessRecordInput!) {\n    recordCooling(input: $input) {\n      ...ProcessRow_cooling\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordHeating($input: ProcessRecordInput!) {\n    recordHeating(input: $input) {\n      ...ProcessRow_heating\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordHeating($input: ProcessRecordInput!) {\n    recordHeating(input: $input) {\n      ...ProcessRow_heating\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment HygieneLog_employee on Employee {\n    id\n    firstName\n    lastName\n  }\n',
): (typeof documents)['\n  fragment HygieneLog_employee on Employee {\n    id\n    firstName\n    lastName\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment HygieneLog_photo on Photo {\n    id\n    url\n  }\n',
): (typeof documents)['\n  fragment HygieneLog_photo on Photo {\n    id\n    url\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment HygieneLog_equipment on Equipment {\n    id\n    name\n  }\n',
): (typeof documents)['\n  fragment HygieneLog_equipment on Equipment {\n    id\n    name\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment HygieneLog_correction on HygieneCorrection {\n    id\n    kind\n    reason\n    correctedAt\n    correctedBy {\n      id\n      firstName\n      lastName\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n',
): (typeof documents)['\n  fragment HygieneLog_correction on HygieneCorrection {\n    id\n    kind\n    reason\n    correctedAt\n    correctedBy {\n      id\n      firstName\n      lastName\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CorrectHygieneRecord($log: HygieneLog!, $id: ID!, $input: HygieneCorrectionInput!) {\n    correctHygieneRecord(log: $log, id: $id, input: $input) {\n      ...HygieneLog_corrected\n    }\n  }\n',
): (typeof documents)['\n  mutation CorrectHygieneRecord($log: HygieneLog!, $id: ID!, $input: HygieneCorrectionInput!) {\n    correctHygieneRecord(log: $log, id: $id, input: $input) {\n      ...HygieneLog_corrected\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VoidHygieneRecord($log: HygieneLog!, $id: ID!, $reason: String!) {\n    voidHygieneRecord(log: $log, id: $id, reason: $reason) {\n      ...HygieneLog_corrected\n    }\n  }\n',
): (typeof documents)['\n  mutation VoidHygieneRecord($log: HygieneLog!, $id: ID!, $reason: String!) {\n    voidHygieneRecord(log: $log, id: $id, reason: $reason) {\n      ...HygieneLog_corrected\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment HygieneLog_corrected on HygieneRecord {\n    ... on TemperatureReading {\n      id\n    }\n    ... on CoolingRecord {\n      id\n    }\n    ... on HeatingRecord {\n      id\n    }\n    ... on TraceabilityRecord {\n      id\n    }\n    ... on CleaningRecord {\n      id\n    }\n    ... on OilRecord {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment HygieneLog_corrected on HygieneRecord {\n    ... on TemperatureReading {\n      id\n    }\n    ... on CoolingRecord {\n      id\n    }\n    ... on HeatingRecord {\n      id\n    }\n    ... on TraceabilityRecord {\n      id\n    }\n    ... on CleaningRecord {\n      id\n    }\n    ... on OilRecord {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TemperatureRow on TemperatureReading {\n    id\n    temperature\n    recordedAt\n    status\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n',
): (typeof documents)['\n  fragment TemperatureRow on TemperatureReading {\n    id\n    temperature\n    recordedAt\n    status\n    notes\n    history {\n      ...HygieneLog_correction\n    }\n    voided {\n      ...HygieneLog_correction\n    }\n    equipment {\n      ...HygieneLog_equipment\n    }\n    employee {\n      ...HygieneLog_employee\n    }\n    photo {\n      ...HygieneLog_photo\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TemperatureReadings($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      temperatureReadings(from: $from, to: $to) {\n        ...TemperatureRow\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TemperatureReadings($restaurantId: ID!, $from: Date!, $to: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      temperatureReadings(from: $from, to: $to) {\n        ...TemperatureRow\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TemperatureOptions($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      equipments {\n        id\n        name\n        equipmentType {\n          id\n          name\n          equipmentFamily\n          temperatureMin\n          temperatureMax\n          temperatureUnit\n        }\n      }\n      employees {\n        ...HygieneLog_employee\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TemperatureOptions($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      equipments {\n        id\n        name\n        equipmentType {\n          id\n          name\n          equipmentFamily\n          temperatureMin\n          temperatureMax\n          temperatureUnit\n        }\n      }\n      employees {\n        ...HygieneLog_employee\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordTemperature($input: TemperatureReadingInput!) {\n    recordTemperature(input: $input) {\n      ...TemperatureRow\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordTemperature($input: TemperatureReadingInput!) {\n    recordTemperature(input: $input) {\n      ...TemperatureRow\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TraceabilityRecords(\n    $restaurantId: ID!\n    $filter: TraceabilityFilter\n    $sort: TraceabilitySort\n    $limit: Int\n    $offset: Int\n  ) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      employees {\n        ...HygieneLog_employee\n      }\n      traceabilityRecords(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n        total\n        limit\n        offset\n        data {\n          id\n          productName\n          lotNumber\n          supplierName\n          notes\n          history {\n            ...HygieneLog_correction\n          }\n          voided {\n            ...HygieneLog_correction\n          }\n          createdAt\n          employee {\n            ...HygieneLog_employee\n          }\n          recordedBy {\n            id\n            firstName\n            lastName\n          }\n          photo {\n            ...HygieneLog_photo\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TraceabilityRecords(\n    $restaurantId: ID!\n    $filter: TraceabilityFilter\n    $sort: TraceabilitySort\n    $limit: Int\n    $offset: Int\n  ) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      employees {\n        ...HygieneLog_employee\n      }\n      traceabilityRecords(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n        total\n        limit\n        offset\n        data {\n          id\n          productName\n          lotNumber\n          supplierName\n          notes\n          history {\n            ...HygieneLog_correction\n          }\n          voided {\n            ...HygieneLog_correction\n          }\n          createdAt\n          employee {\n            ...HygieneLog_employee\n          }\n          recordedBy {\n            id\n            firstName\n            lastName\n          }\n          photo {\n            ...HygieneLog_photo\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordTraceability($input: TraceabilityRecordInput!) {\n    recordTraceability(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordTraceability($input: TraceabilityRecordInput!) {\n    recordTraceability(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TraceabilityExport(\n    $restaurantId: ID!\n    $filter: TraceabilityFilter\n    $sort: TraceabilitySort\n    $limit: Int\n    $offset: Int\n  ) {\n    restaurant(id: $restaurantId) {\n      id\n      traceabilityRecords(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n        total\n        data {\n          id\n          productName\n          lotNumber\n          supplierName\n          notes\n          createdAt\n          employee {\n            id\n            firstName\n            lastName\n          }\n          recordedBy {\n            id\n            firstName\n            lastName\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TraceabilityExport(\n    $restaurantId: ID!\n    $filter: TraceabilityFilter\n    $sort: TraceabilitySort\n    $limit: Int\n    $offset: Int\n  ) {\n    restaurant(id: $restaurantId) {\n      id\n      traceabilityRecords(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n        total\n        data {\n          id\n          productName\n          lotNumber\n          supplierName\n          notes\n          createdAt\n          employee {\n            id\n            firstName\n            lastName\n          }\n          recordedBy {\n            id\n            firstName\n            lastName\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InventoryList($restaurantId: ID, $status: InventoryStatus, $limit: Int, $offset: Int) {\n    inventories(restaurantId: $restaurantId, status: $status, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        id\n        status\n        startedAt\n        finalizedAt\n        lineCount\n        note\n        restaurant {\n          id\n          name\n        }\n        countedBy {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query InventoryList($restaurantId: ID, $status: InventoryStatus, $limit: Int, $offset: Int) {\n    inventories(restaurantId: $restaurantId, status: $status, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        id\n        status\n        startedAt\n        finalizedAt\n        lineCount\n        note\n        restaurant {\n          id\n          name\n        }\n        countedBy {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment InventoryCounting_line on InventoryLine {\n    id\n    inputQuantity\n    packagingName\n    packagingQuantity\n    packagingUnit\n    quantityInBaseUnit\n    packaging {\n      id\n    }\n    product {\n      id\n      name\n      baseUnit\n    }\n  }\n',
): (typeof documents)['\n  fragment InventoryCounting_line on InventoryLine {\n    id\n    inputQuantity\n    packagingName\n    packagingQuantity\n    packagingUnit\n    quantityInBaseUnit\n    packaging {\n      id\n    }\n    product {\n      id\n      name\n      baseUnit\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment InventoryCounting_inventory on Inventory {\n    id\n    status\n    startedAt\n    finalizedAt\n    cancelledAt\n    note\n    restaurant {\n      id\n      name\n    }\n    countedBy {\n      id\n      firstName\n      lastName\n    }\n    lines {\n      ...InventoryCounting_line\n    }\n  }\n',
): (typeof documents)['\n  fragment InventoryCounting_inventory on Inventory {\n    id\n    status\n    startedAt\n    finalizedAt\n    cancelledAt\n    note\n    restaurant {\n      id\n      name\n    }\n    countedBy {\n      id\n      firstName\n      lastName\n    }\n    lines {\n      ...InventoryCounting_line\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Inventory($id: ID!) {\n    inventory(id: $id) {\n      ...InventoryCounting_inventory\n    }\n  }\n',
): (typeof documents)['\n  query Inventory($id: ID!) {\n    inventory(id: $id) {\n      ...InventoryCounting_inventory\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CountingProduct_packaging on Packaging {\n    id\n    type\n    name\n    sourceQuantity\n    sourceUnit\n  }\n',
): (typeof documents)['\n  fragment CountingProduct_packaging on Packaging {\n    id\n    type\n    name\n    sourceQuantity\n    sourceUnit\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CountingProducts($limit: Int, $offset: Int) {\n    products(limit: $limit, offset: $offset) {\n      total\n      data {\n        id\n        name\n        baseUnit\n        photoUrl\n        restaurants {\n          id\n        }\n        storageSpaces {\n          id\n          name\n          zone {\n            id\n            name\n            restaurant {\n              id\n            }\n          }\n        }\n        inventoryPackagings: packagings(type: INVENTORY) {\n          ...CountingProduct_packaging\n        }\n        storagePackagings: packagings(type: STORAGE) {\n          ...CountingProduct_packaging\n        }\n        conversionRules {\n          id\n          sourceQuantity\n          sourceUnit\n          targetQuantity\n          targetUnit\n          isActive\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CountingProducts($limit: Int, $offset: Int) {\n    products(limit: $limit, offset: $offset) {\n      total\n      data {\n        id\n        name\n        baseUnit\n        photoUrl\n        restaurants {\n          id\n        }\n        storageSpaces {\n          id\n          name\n          zone {\n            id\n            name\n            restaurant {\n              id\n            }\n          }\n        }\n        inventoryPackagings: packagings(type: INVENTORY) {\n          ...CountingProduct_packaging\n        }\n        storagePackagings: packagings(type: STORAGE) {\n          ...CountingProduct_packaging\n        }\n        conversionRules {\n          id\n          sourceQuantity\n          sourceUnit\n          targetQuantity\n          targetUnit\n          isActive\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InventoryEmployees($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      firstName\n      lastName\n    }\n  }\n',
): (typeof documents)['\n  query InventoryEmployees($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      firstName\n      lastName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveInventory($input: SaveInventoryInput!) {\n    saveInventory(input: $input) {\n      ...InventoryCounting_inventory\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveInventory($input: SaveInventoryInput!) {\n    saveInventory(input: $input) {\n      ...InventoryCounting_inventory\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CompleteInventory($input: SaveInventoryInput!) {\n    completeInventory(input: $input) {\n      ...InventoryCounting_inventory\n    }\n  }\n',
): (typeof documents)['\n  mutation CompleteInventory($input: SaveInventoryInput!) {\n    completeInventory(input: $input) {\n      ...InventoryCounting_inventory\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FinalizeInventory($id: ID!) {\n    finalizeInventory(id: $id) {\n      ...InventoryCounting_inventory\n    }\n  }\n',
): (typeof documents)['\n  mutation FinalizeInventory($id: ID!) {\n    finalizeInventory(id: $id) {\n      ...InventoryCounting_inventory\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelInventory($id: ID!) {\n    cancelInventory(id: $id) {\n      ...InventoryCounting_inventory\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelInventory($id: ID!) {\n    cancelInventory(id: $id) {\n      ...InventoryCounting_inventory\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query VerifyInvitation($token: String!) {\n    verifyInvitation(token: $token) {\n      email\n      enseigneName\n      expiresAt\n      role\n    }\n  }\n',
): (typeof documents)['\n  query VerifyInvitation($token: String!) {\n    verifyInvitation(token: $token) {\n      email\n      enseigneName\n      expiresAt\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AcceptInvitation($token: String!, $input: AcceptInvitationInput!) {\n    acceptInvitation(token: $token, input: $input) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AcceptInvitation($token: String!, $input: AcceptInvitationInput!) {\n    acceptInvitation(token: $token, input: $input) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment JobTable_job on Job {\n    id\n    title\n    breakDuration\n    color\n    displayColor\n    isActive\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment JobTable_job on Job {\n    id\n    title\n    breakDuration\n    color\n    displayColor\n    isActive\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RestaurantJobs($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      jobs {\n        ...JobTable_job\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RestaurantJobs($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      jobs {\n        ...JobTable_job\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      ...JobTable_job\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      ...JobTable_job\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateJob($id: ID!, $input: UpdateJobInput!) {\n    updateJob(id: $id, input: $input) {\n      ...JobTable_job\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateJob($id: ID!, $input: UpdateJobInput!) {\n    updateJob(id: $id, input: $input) {\n      ...JobTable_job\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteJob($id: ID!) {\n    deleteJob(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteJob($id: ID!) {\n    deleteJob(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query KioskInfo {\n    kiosk {\n      deviceId\n      label\n      restaurantName\n      timeZone\n    }\n  }\n',
): (typeof documents)['\n  query KioskInfo {\n    kiosk {\n      deviceId\n      label\n      restaurantName\n      timeZone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment KioskScreen_employee on KioskEmployee {\n    firstName\n    lastNameInitial\n    presence\n    since\n    plannedStart\n    plannedEnd\n    actions\n  }\n',
): (typeof documents)['\n  fragment KioskScreen_employee on KioskEmployee {\n    firstName\n    lastNameInitial\n    presence\n    since\n    plannedStart\n    plannedEnd\n    actions\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation KioskIdentify($pin: String!) {\n    kioskIdentify(pin: $pin) {\n      ...KioskScreen_employee\n    }\n  }\n',
): (typeof documents)['\n  mutation KioskIdentify($pin: String!) {\n    kioskIdentify(pin: $pin) {\n      ...KioskScreen_employee\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation KioskClock($pin: String!, $action: KioskAction!) {\n    kioskClock(pin: $pin, action: $action) {\n      action\n      at\n      message\n      employee {\n        ...KioskScreen_employee\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation KioskClock($pin: String!, $action: KioskAction!) {\n    kioskClock(pin: $pin, action: $action) {\n      action\n      at\n      message\n      employee {\n        ...KioskScreen_employee\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LabCard_laboratory on Restaurant {\n    id\n    name\n    address\n    phone\n    email\n    minOrderAmount\n    deliveryDelayDays\n    deliveryDays\n    nextDeliveryDate\n    servedRestaurants {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment LabCard_laboratory on Restaurant {\n    id\n    name\n    address\n    phone\n    email\n    minOrderAmount\n    deliveryDelayDays\n    deliveryDays\n    nextDeliveryDate\n    servedRestaurants {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Laboratories {\n    laboratories {\n      ...LabCard_laboratory\n    }\n  }\n',
): (typeof documents)['\n  query Laboratories {\n    laboratories {\n      ...LabCard_laboratory\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Bell_list on NotificationList {\n    unread\n    notifications {\n      id\n      kind\n      title\n      body\n      link\n      createdAt\n      readAt\n      restaurant {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment Bell_list on NotificationList {\n    unread\n    notifications {\n      id\n      kind\n      title\n      body\n      link\n      createdAt\n      readAt\n      restaurant {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Notifications {\n    notifications {\n      ...Bell_list\n    }\n  }\n',
): (typeof documents)['\n  query Notifications {\n    notifications {\n      ...Bell_list\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all) {\n      ...Bell_list\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all) {\n      ...Bell_list\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PlanningShift_shift on ScheduledShift {\n    id\n    day\n    datetimeStart\n    datetimeEnd\n    breakDuration\n    mealCount\n    comment\n    duration\n    employee {\n      id\n    }\n    job {\n      id\n      title\n      displayColor\n    }\n  }\n',
): (typeof documents)['\n  fragment PlanningShift_shift on ScheduledShift {\n    id\n    day\n    datetimeStart\n    datetimeEnd\n    breakDuration\n    mealCount\n    comment\n    duration\n    employee {\n      id\n    }\n    job {\n      id\n      title\n      displayColor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PlanningRestaurant($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      jobs {\n        id\n        title\n        breakDuration\n        displayColor\n        isActive\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PlanningRestaurant($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      timeZone\n      jobs {\n        id\n        title\n        breakDuration\n        displayColor\n        isActive\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PlanningWeek($restaurantId: ID!, $start: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      week(start: $start) {\n        start\n        end\n        number\n        label\n        workedMinutes\n        days {\n          date\n          people\n          workedMinutes\n          shifts {\n            ...PlanningShift_shift\n          }\n          absences {\n            id\n            date\n            type\n            label\n            comment\n            employee {\n              id\n            }\n          }\n        }\n        employees {\n          employee {\n            id\n            firstName\n            lastName\n          }\n          plannedMinutes\n          contractHours\n          weeklyContractHours\n          expectedMinutes\n          warnings {\n            code\n            day\n            title\n            message\n          }\n        }\n        hoursByJob {\n          job {\n            id\n            title\n            displayColor\n          }\n          minutes\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PlanningWeek($restaurantId: ID!, $start: Date!) {\n    restaurant(id: $restaurantId) {\n      id\n      week(start: $start) {\n        start\n        end\n        number\n        label\n        workedMinutes\n        days {\n          date\n          people\n          workedMinutes\n          shifts {\n            ...PlanningShift_shift\n          }\n          absences {\n            id\n            date\n            type\n            label\n            comment\n            employee {\n              id\n            }\n          }\n        }\n        employees {\n          employee {\n            id\n            firstName\n            lastName\n          }\n          plannedMinutes\n          contractHours\n          weeklyContractHours\n          expectedMinutes\n          warnings {\n            code\n            day\n            title\n            message\n          }\n        }\n        hoursByJob {\n          job {\n            id\n            title\n            displayColor\n          }\n          minutes\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateScheduledShift($input: ScheduledShiftInput!) {\n    createScheduledShift(input: $input) {\n      ...PlanningShift_shift\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateScheduledShift($input: ScheduledShiftInput!) {\n    createScheduledShift(input: $input) {\n      ...PlanningShift_shift\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateScheduledShift($id: ID!, $input: UpdateScheduledShiftInput!) {\n    updateScheduledShift(id: $id, input: $input) {\n      ...PlanningShift_shift\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateScheduledShift($id: ID!, $input: UpdateScheduledShiftInput!) {\n    updateScheduledShift(id: $id, input: $input) {\n      ...PlanningShift_shift\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteScheduledShift($id: ID!) {\n    deleteScheduledShift(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteScheduledShift($id: ID!) {\n    deleteScheduledShift(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CopyPlanningWeek($input: CopyPlanningWeekInput!) {\n    copyPlanningWeek(input: $input) {\n      message\n      count\n    }\n  }\n',
): (typeof documents)['\n  mutation CopyPlanningWeek($input: CopyPlanningWeekInput!) {\n    copyPlanningWeek(input: $input) {\n      message\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeletePlanningWeek($input: DeletePlanningWeekInput!) {\n    deletePlanningWeek(input: $input) {\n      message\n      count\n    }\n  }\n',
): (typeof documents)['\n  mutation DeletePlanningWeek($input: DeletePlanningWeekInput!) {\n    deletePlanningWeek(input: $input) {\n      message\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateAbsences($input: AbsencesInput!) {\n    createAbsences(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateAbsences($input: AbsencesInput!) {\n    createAbsences(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteAbsence($id: ID!) {\n    deleteAbsence(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteAbsence($id: ID!) {\n    deleteAbsence(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductTable_product on Product {\n    id\n    name\n    baseUnit\n    category\n    dlcEntame\n    photoUrl\n    restaurantCount\n    allergens\n    tags {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductTable_product on Product {\n    id\n    name\n    baseUnit\n    category\n    dlcEntame\n    photoUrl\n    restaurantCount\n    allergens\n    tags {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductList($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {\n    products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...ProductTable_product\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProductList($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {\n    products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...ProductTable_product\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductDialogOptions {\n    restaurants {\n      id\n      name\n      isLab\n    }\n    tags {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query ProductDialogOptions {\n    restaurants {\n      id\n      name\n      isLab\n    }\n    tags {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductPackaging_packaging on Packaging {\n    id\n    type\n    name\n    sourceQuantity\n    sourceUnit\n    baseQuantity\n  }\n',
): (typeof documents)['\n  fragment ProductPackaging_packaging on Packaging {\n    id\n    type\n    name\n    sourceQuantity\n    sourceUnit\n    baseQuantity\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductArticle_article on Article {\n    ...ArticleDialog_article\n    id\n    name\n    supplierRef\n    price\n    vat\n    vatRate\n    temperatureCategory\n    costPerBaseUnit\n    supplier {\n      id\n      kind\n      name\n    }\n    orderingPackaging {\n      id\n      name\n      sourceQuantity\n      sourceUnit\n    }\n    restaurants {\n      id\n    }\n    tags {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductArticle_article on Article {\n    ...ArticleDialog_article\n    id\n    name\n    supplierRef\n    price\n    vat\n    vatRate\n    temperatureCategory\n    costPerBaseUnit\n    supplier {\n      id\n      kind\n      name\n    }\n    orderingPackaging {\n      id\n      name\n      sourceQuantity\n      sourceUnit\n    }\n    restaurants {\n      id\n    }\n    tags {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductCost_articleCost on ArticleCost {\n    costPerBaseUnit\n    article {\n      id\n      name\n      supplier {\n        id\n        kind\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductCost_articleCost on ArticleCost {\n    costPerBaseUnit\n    article {\n      id\n      name\n      supplier {\n        id\n        kind\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductCost_product on Product {\n    id\n    preferredSupplier {\n      id\n      kind\n      name\n    }\n    cost {\n      costPerBaseUnit\n      cheapest {\n        ...ProductCost_articleCost\n      }\n      preferred {\n        ...ProductCost_articleCost\n      }\n      missing {\n        reason\n        unit\n        article {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductCost_product on Product {\n    id\n    preferredSupplier {\n      id\n      kind\n      name\n    }\n    cost {\n      costPerBaseUnit\n      cheapest {\n        ...ProductCost_articleCost\n      }\n      preferred {\n        ...ProductCost_articleCost\n      }\n      missing {\n        reason\n        unit\n        article {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductSheet($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      baseUnit\n      category\n      dlcEntame\n      photoUrl\n      allergens\n      tags {\n        id\n        name\n      }\n      restaurants {\n        id\n        name\n      }\n      storageSpaces {\n        id\n      }\n      packagings {\n        ...ProductPackaging_packaging\n      }\n      ...ConversionDialog_product\n      articles {\n        ...ProductArticle_article\n      }\n      usedInRecipes {\n        recipeId\n        name\n        namePrint\n        photoUrl\n        quantity\n        unit\n      }\n      ...ProductCost_product\n    }\n  }\n',
): (typeof documents)['\n  query ProductSheet($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      baseUnit\n      category\n      dlcEntame\n      photoUrl\n      allergens\n      tags {\n        id\n        name\n      }\n      restaurants {\n        id\n        name\n      }\n      storageSpaces {\n        id\n      }\n      packagings {\n        ...ProductPackaging_packaging\n      }\n      ...ConversionDialog_product\n      articles {\n        ...ProductArticle_article\n      }\n      usedInRecipes {\n        recipeId\n        name\n        namePrint\n        photoUrl\n        quantity\n        unit\n      }\n      ...ProductCost_product\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductSheetChoices {\n    restaurants {\n      id\n      name\n      isLab\n    }\n    tags {\n      id\n      name\n    }\n    storageSpaces {\n      id\n      name\n      zone {\n        id\n        name\n        restaurant {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProductSheetChoices {\n    restaurants {\n      id\n      name\n      isLab\n    }\n    tags {\n      id\n      name\n    }\n    storageSpaces {\n      id\n      name\n      zone {\n        id\n        name\n        restaurant {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...ProductTable_product\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...ProductTable_product\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductTable_product\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductTable_product\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteProductArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteProductArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateProductPackaging($productId: ID!, $input: PackagingInput!) {\n    createPackaging(productId: $productId, input: $input) {\n      ...ProductPackaging_packaging\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateProductPackaging($productId: ID!, $input: PackagingInput!) {\n    createPackaging(productId: $productId, input: $input) {\n      ...ProductPackaging_packaging\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProductPackaging($id: ID!, $input: UpdatePackagingInput!) {\n    updatePackaging(id: $id, input: $input) {\n      ...ProductPackaging_packaging\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProductPackaging($id: ID!, $input: UpdatePackagingInput!) {\n    updatePackaging(id: $id, input: $input) {\n      ...ProductPackaging_packaging\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteProductPackaging($id: ID!) {\n    deletePackaging(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteProductPackaging($id: ID!) {\n    deletePackaging(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteProductConversion($id: ID!) {\n    deleteConversionRule(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteProductConversion($id: ID!) {\n    deleteConversionRule(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderedLine_line on PurchaseOrderLine {\n    id\n    articleName\n    productName\n    quantityOrdered\n    packagingName\n    packagingQuantity\n    packagingUnit\n  }\n',
): (typeof documents)['\n  fragment OrderedLine_line on PurchaseOrderLine {\n    id\n    articleName\n    productName\n    quantityOrdered\n    packagingName\n    packagingQuantity\n    packagingUnit\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderHeading_order on PurchaseOrder {\n    id\n    reference\n    status\n    expectedDate\n    restaurant {\n      id\n      name\n    }\n    supplier {\n      id\n      kind\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderHeading_order on PurchaseOrder {\n    id\n    reference\n    status\n    expectedDate\n    restaurant {\n      id\n      name\n    }\n    supplier {\n      id\n      kind\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PurchaseOrderRow_order on PurchaseOrder {\n    id\n    reference\n    status\n    allowedTransitions\n    supplierName\n    supplier {\n      id\n      kind\n      name\n    }\n    restaurant {\n      id\n      name\n    }\n    expectedDate\n    subtotalHT\n    totalTTC\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment PurchaseOrderRow_order on PurchaseOrder {\n    id\n    reference\n    status\n    allowedTransitions\n    supplierName\n    supplier {\n      id\n      kind\n      name\n    }\n    restaurant {\n      id\n      name\n    }\n    expectedDate\n    subtotalHT\n    totalTTC\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PurchaseOrderList(\n    $restaurantId: ID!\n    $filter: PurchaseOrderFilter\n    $sort: PurchaseOrderSort\n    $limit: Int\n    $offset: Int\n  ) {\n    purchaseOrders(\n      restaurantId: $restaurantId\n      filter: $filter\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      limit\n      offset\n      data {\n        ...PurchaseOrderRow_order\n      }\n    }\n    everyOrder: purchaseOrders(restaurantId: $restaurantId, limit: 1) {\n      total\n    }\n  }\n',
): (typeof documents)['\n  query PurchaseOrderList(\n    $restaurantId: ID!\n    $filter: PurchaseOrderFilter\n    $sort: PurchaseOrderSort\n    $limit: Int\n    $offset: Int\n  ) {\n    purchaseOrders(\n      restaurantId: $restaurantId\n      filter: $filter\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      limit\n      offset\n      data {\n        ...PurchaseOrderRow_order\n      }\n    }\n    everyOrder: purchaseOrders(restaurantId: $restaurantId, limit: 1) {\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InternalSaleList(\n    $labId: ID!\n    $filter: PurchaseOrderFilter\n    $sort: PurchaseOrderSort\n    $limit: Int\n    $offset: Int\n  ) {\n    internalSales(labId: $labId, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...PurchaseOrderRow_order\n      }\n    }\n    everySale: internalSales(labId: $labId, limit: 1) {\n      total\n    }\n  }\n',
): (typeof documents)['\n  query InternalSaleList(\n    $labId: ID!\n    $filter: PurchaseOrderFilter\n    $sort: PurchaseOrderSort\n    $limit: Int\n    $offset: Int\n  ) {\n    internalSales(labId: $labId, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...PurchaseOrderRow_order\n      }\n    }\n    everySale: internalSales(labId: $labId, limit: 1) {\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PurchaseOrderDetail_line on PurchaseOrderLine {\n    ...OrderedLine_line\n    supplierRef\n    article {\n      id\n    }\n    product {\n      id\n    }\n    baseUnit\n    conversionToBase\n    quantityOrderedBase\n    unitPrice\n    vat\n    vatRate\n    lineTotal\n    lineTotalTTC\n    temperatureCategory\n    quantityExpedited\n    quantityReceivedPackaging\n    quantityReceivedBase\n    deliveryTempC\n    receivingLineNote\n  }\n',
): (typeof documents)['\n  fragment PurchaseOrderDetail_line on PurchaseOrderLine {\n    ...OrderedLine_line\n    supplierRef\n    article {\n      id\n    }\n    product {\n      id\n    }\n    baseUnit\n    conversionToBase\n    quantityOrderedBase\n    unitPrice\n    vat\n    vatRate\n    lineTotal\n    lineTotalTTC\n    temperatureCategory\n    quantityExpedited\n    quantityReceivedPackaging\n    quantityReceivedBase\n    deliveryTempC\n    receivingLineNote\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PurchaseOrderDetail_order on PurchaseOrder {\n    id\n    reference\n    status\n    allowedTransitions\n    supplierName\n    supplier {\n      id\n      kind\n      name\n      email\n      phone\n      address\n    }\n    restaurant {\n      id\n      name\n      address\n      phone\n      email\n    }\n    expectedDate\n    notes\n    receivingNote\n    shippingNote\n    statusReason\n    subtotalHT\n    totalVAT\n    totalTTC\n    vatBreakdown {\n      rate\n      base\n      amount\n    }\n    lines {\n      ...PurchaseOrderDetail_line\n    }\n    ...ReceptionDialog_order\n    lineCount\n    pdfUrl\n    emailStatus\n    emailError\n    createdAt\n    createdBy {\n      id\n      firstName\n      lastName\n    }\n    sentAt\n    expeditedAt\n    firstReceivedAt\n    lastReceivedAt\n    receptions {\n      id\n      receivedAt\n      receivedBy {\n        id\n        firstName\n        lastName\n      }\n      note\n      lines {\n        id\n        line {\n          id\n          productName\n          articleName\n          packagingName\n          packagingUnit\n          baseUnit\n          temperatureCategory\n        }\n        quantityReceivedPackaging\n        quantityReceivedBase\n        unitPrice\n        deliveryTempC\n        temperatureAlert\n        lotNumber\n        useByDate\n        note\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment PurchaseOrderDetail_order on PurchaseOrder {\n    id\n    reference\n    status\n    allowedTransitions\n    supplierName\n    supplier {\n      id\n      kind\n      name\n      email\n      phone\n      address\n    }\n    restaurant {\n      id\n      name\n      address\n      phone\n      email\n    }\n    expectedDate\n    notes\n    receivingNote\n    shippingNote\n    statusReason\n    subtotalHT\n    totalVAT\n    totalTTC\n    vatBreakdown {\n      rate\n      base\n      amount\n    }\n    lines {\n      ...PurchaseOrderDetail_line\n    }\n    ...ReceptionDialog_order\n    lineCount\n    pdfUrl\n    emailStatus\n    emailError\n    createdAt\n    createdBy {\n      id\n      firstName\n      lastName\n    }\n    sentAt\n    expeditedAt\n    firstReceivedAt\n    lastReceivedAt\n    receptions {\n      id\n      receivedAt\n      receivedBy {\n        id\n        firstName\n        lastName\n      }\n      note\n      lines {\n        id\n        line {\n          id\n          productName\n          articleName\n          packagingName\n          packagingUnit\n          baseUnit\n          temperatureCategory\n        }\n        quantityReceivedPackaging\n        quantityReceivedBase\n        unitPrice\n        deliveryTempC\n        temperatureAlert\n        lotNumber\n        useByDate\n        note\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PurchaseOrderDetail($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n',
): (typeof documents)['\n  query PurchaseOrderDetail($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendPurchaseOrder($id: ID!) {\n    sendPurchaseOrder(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n',
): (typeof documents)['\n  mutation SendPurchaseOrder($id: ID!) {\n    sendPurchaseOrder(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResendPurchaseOrderEmail($id: ID!) {\n    resendPurchaseOrderEmail(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n',
): (typeof documents)['\n  mutation ResendPurchaseOrderEmail($id: ID!) {\n    resendPurchaseOrderEmail(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AcknowledgePurchaseOrder($id: ID!) {\n    acknowledgePurchaseOrder(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n',
): (typeof documents)['\n  mutation AcknowledgePurchaseOrder($id: ID!) {\n    acknowledgePurchaseOrder(id: $id) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RefusePurchaseOrder($id: ID!, $reason: String) {\n    refusePurchaseOrder(id: $id, reason: $reason) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n',
): (typeof documents)['\n  mutation RefusePurchaseOrder($id: ID!, $reason: String) {\n    refusePurchaseOrder(id: $id, reason: $reason) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelPurchaseOrder($id: ID!, $reason: String) {\n    cancelPurchaseOrder(id: $id, reason: $reason) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelPurchaseOrder($id: ID!, $reason: String) {\n    cancelPurchaseOrder(id: $id, reason: $reason) {\n      ...PurchaseOrderDetail_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeletePurchaseOrder($id: ID!) {\n    deletePurchaseOrder(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeletePurchaseOrder($id: ID!) {\n    deletePurchaseOrder(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderFormSuppliers {\n    suppliers {\n      id\n      kind\n      name\n      email\n      minOrderAmount\n      deliveryDelayDays\n      deliveryDays\n      restaurants {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrderFormSuppliers {\n    suppliers {\n      id\n      kind\n      name\n      email\n      minOrderAmount\n      deliveryDelayDays\n      deliveryDays\n      restaurants {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderForm_article on Article {\n    id\n    name\n    supplierRef\n    price\n    vat\n    vatRate\n    product {\n      id\n      name\n    }\n    orderingPackaging {\n      id\n      type\n      name\n      sourceQuantity\n      sourceUnit\n    }\n    restaurants {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderForm_article on Article {\n    id\n    name\n    supplierRef\n    price\n    vat\n    vatRate\n    product {\n      id\n      name\n    }\n    orderingPackaging {\n      id\n      type\n      name\n      sourceQuantity\n      sourceUnit\n    }\n    restaurants {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderFormArticles($id: ID!, $kind: SupplierKind!) {\n    supplier(id: $id, kind: $kind) {\n      id\n      kind\n      articles {\n        ...OrderForm_article\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrderFormArticles($id: ID!, $kind: SupplierKind!) {\n    supplier(id: $id, kind: $kind) {\n      id\n      kind\n      articles {\n        ...OrderForm_article\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderFormOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...OrderHeading_order\n      allowedTransitions\n      notes\n      lines {\n        id\n        quantityOrdered\n        article {\n          id\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrderFormOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...OrderHeading_order\n      allowedTransitions\n      notes\n      lines {\n        id\n        quantityOrdered\n        article {\n          id\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderForm_result on PurchaseOrder {\n    id\n    reference\n    status\n    emailStatus\n    emailError\n    allowedTransitions\n    subtotalHT\n    totalTTC\n  }\n',
): (typeof documents)['\n  fragment OrderForm_result on PurchaseOrder {\n    id\n    reference\n    status\n    emailStatus\n    emailError\n    allowedTransitions\n    subtotalHT\n    totalTTC\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreatePurchaseOrder($input: PurchaseOrderInput!, $send: Boolean) {\n    createPurchaseOrder(input: $input, send: $send) {\n      ...OrderForm_result\n    }\n  }\n',
): (typeof documents)['\n  mutation CreatePurchaseOrder($input: PurchaseOrderInput!, $send: Boolean) {\n    createPurchaseOrder(input: $input, send: $send) {\n      ...OrderForm_result\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePurchaseOrder($id: ID!, $input: PurchaseOrderInput!, $send: Boolean) {\n    updatePurchaseOrder(id: $id, input: $input, send: $send) {\n      ...OrderForm_result\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePurchaseOrder($id: ID!, $input: PurchaseOrderInput!, $send: Boolean) {\n    updatePurchaseOrder(id: $id, input: $input, send: $send) {\n      ...OrderForm_result\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExpeditionOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...OrderHeading_order\n      allowedTransitions\n      totalTTC\n      lines {\n        ...OrderedLine_line\n        quantityExpedited\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ExpeditionOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...OrderHeading_order\n      allowedTransitions\n      totalTTC\n      lines {\n        ...OrderedLine_line\n        quantityExpedited\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExpeditePurchaseOrder($id: ID!, $input: ExpeditionInput!) {\n    expeditePurchaseOrder(id: $id, input: $input) {\n      id\n      status\n      allowedTransitions\n      shippingNote\n      expeditedAt\n      lines {\n        id\n        quantityExpedited\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ExpeditePurchaseOrder($id: ID!, $input: ExpeditionInput!) {\n    expeditePurchaseOrder(id: $id, input: $input) {\n      id\n      status\n      allowedTransitions\n      shippingNote\n      expeditedAt\n      lines {\n        id\n        quantityExpedited\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReceptionDialog_order on PurchaseOrder {\n    id\n    reference\n    status\n    lines {\n      ...OrderedLine_line\n      baseUnit\n      conversionToBase\n      unitPrice\n      temperatureCategory\n      quantityReceivedPackaging\n    }\n  }\n',
): (typeof documents)['\n  fragment ReceptionDialog_order on PurchaseOrder {\n    id\n    reference\n    status\n    lines {\n      ...OrderedLine_line\n      baseUnit\n      conversionToBase\n      unitPrice\n      temperatureCategory\n      quantityReceivedPackaging\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReceivePurchaseOrder($id: ID!, $input: ReceptionInput!) {\n    receivePurchaseOrder(id: $id, input: $input) {\n      id\n      status\n      allowedTransitions\n      receivingNote\n      firstReceivedAt\n      lastReceivedAt\n      lines {\n        id\n        quantityReceivedPackaging\n        quantityReceivedBase\n        deliveryTempC\n        receivingLineNote\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ReceivePurchaseOrder($id: ID!, $input: ReceptionInput!) {\n    receivePurchaseOrder(id: $id, input: $input) {\n      id\n      status\n      allowedTransitions\n      receivingNote\n      firstReceivedAt\n      lastReceivedAt\n      lines {\n        id\n        quantityReceivedPackaging\n        quantityReceivedBase\n        deliveryTempC\n        receivingLineNote\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RecipeRow_recipe on Recipe {\n    id\n    name\n    namePrint\n    quantity\n    baseUnit\n    category\n    dlc\n    photoUrl\n    productIngredientCount\n    recipeIngredientCount\n    allergens\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment RecipeRow_recipe on Recipe {\n    id\n    name\n    namePrint\n    quantity\n    baseUnit\n    category\n    dlc\n    photoUrl\n    productIngredientCount\n    recipeIngredientCount\n    allergens\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RecipeList($filter: RecipeFilter, $sort: RecipeSort, $limit: Int, $offset: Int) {\n    recipes(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...RecipeRow_recipe\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RecipeList($filter: RecipeFilter, $sort: RecipeSort, $limit: Int, $offset: Int) {\n    recipes(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      limit\n      offset\n      data {\n        ...RecipeRow_recipe\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RecipeIngredient_ingredient on RecipeIngredient {\n    id\n    itemType\n    itemId\n    quantity\n    unit\n    cost\n    costShare\n    costGap\n    item {\n      __typename\n      ... on Product {\n        id\n        name\n        productUnit: baseUnit\n        photoUrl\n      }\n      ... on Recipe {\n        id\n        name\n        recipeUnit: baseUnit\n        photoUrl\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment RecipeIngredient_ingredient on RecipeIngredient {\n    id\n    itemType\n    itemId\n    quantity\n    unit\n    cost\n    costShare\n    costGap\n    item {\n      __typename\n      ... on Product {\n        id\n        name\n        productUnit: baseUnit\n        photoUrl\n      }\n      ... on Recipe {\n        id\n        name\n        recipeUnit: baseUnit\n        photoUrl\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RecipeSheet($id: ID!) {\n    recipe(id: $id) {\n      ...RecipeRow_recipe\n      ingredients {\n        ...RecipeIngredient_ingredient\n      }\n      cost {\n        total\n        perBaseUnit\n        complete\n        missing {\n          ...RecipeIngredient_ingredient\n        }\n      }\n      restaurants {\n        id\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RecipeSheet($id: ID!) {\n    recipe(id: $id) {\n      ...RecipeRow_recipe\n      ingredients {\n        ...RecipeIngredient_ingredient\n      }\n      cost {\n        total\n        perBaseUnit\n        complete\n        missing {\n          ...RecipeIngredient_ingredient\n        }\n      }\n      restaurants {\n        id\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RecipeSheetChoices {\n    restaurants {\n      id\n      name\n      isLab\n    }\n    tags {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query RecipeSheetChoices {\n    restaurants {\n      id\n      name\n      isLab\n    }\n    tags {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IngredientItemOptions(\n    $search: String\n    $limit: Int\n    $products: Boolean!\n    $recipes: Boolean!\n  ) {\n    products(filter: { search: $search }, limit: $limit) @include(if: $products) {\n      data {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n    }\n    recipes(filter: { search: $search }, limit: $limit) @include(if: $recipes) {\n      data {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n    }\n  }\n',
): (typeof documents)['\n  query IngredientItemOptions(\n    $search: String\n    $limit: Int\n    $products: Boolean!\n    $recipes: Boolean!\n  ) {\n    products(filter: { search: $search }, limit: $limit) @include(if: $products) {\n      data {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n    }\n    recipes(filter: { search: $search }, limit: $limit) @include(if: $recipes) {\n      data {\n        id\n        name\n        photoUrl\n        baseUnit\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateRecipe($input: CreateRecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeRow_recipe\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateRecipe($input: CreateRecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeRow_recipe\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateRecipe($id: ID!, $input: UpdateRecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      ...RecipeRow_recipe\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateRecipe($id: ID!, $input: UpdateRecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      ...RecipeRow_recipe\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddRecipeIngredient($recipeId: ID!, $input: RecipeIngredientInput!) {\n    addRecipeIngredient(recipeId: $recipeId, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation AddRecipeIngredient($recipeId: ID!, $input: RecipeIngredientInput!) {\n    addRecipeIngredient(recipeId: $recipeId, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateRecipeIngredient($recipeId: ID!, $id: ID!, $input: RecipeIngredientInput!) {\n    updateRecipeIngredient(recipeId: $recipeId, id: $id, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateRecipeIngredient($recipeId: ID!, $id: ID!, $input: RecipeIngredientInput!) {\n    updateRecipeIngredient(recipeId: $recipeId, id: $id, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteRecipeIngredient($recipeId: ID!, $id: ID!) {\n    deleteRecipeIngredient(recipeId: $recipeId, id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteRecipeIngredient($recipeId: ID!, $id: ID!) {\n    deleteRecipeIngredient(recipeId: $recipeId, id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestaurantPage_restaurant on Restaurant {\n    id\n    name\n    address\n    phone\n    email\n    isLab\n    minOrderAmount\n    deliveryDelayDays\n    mondayDelivery\n    tuesdayDelivery\n    wednesdayDelivery\n    thursdayDelivery\n    fridayDelivery\n    saturdayDelivery\n    sundayDelivery\n    deliveryDays\n    nextDeliveryDate\n    createdAt\n    servedRestaurants {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment RestaurantPage_restaurant on Restaurant {\n    id\n    name\n    address\n    phone\n    email\n    isLab\n    minOrderAmount\n    deliveryDelayDays\n    mondayDelivery\n    tuesdayDelivery\n    wednesdayDelivery\n    thursdayDelivery\n    fridayDelivery\n    saturdayDelivery\n    sundayDelivery\n    deliveryDays\n    nextDeliveryDate\n    createdAt\n    servedRestaurants {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RestaurantPage($id: ID!) {\n    restaurant(id: $id) {\n      ...RestaurantPage_restaurant\n    }\n  }\n',
): (typeof documents)['\n  query RestaurantPage($id: ID!) {\n    restaurant(id: $id) {\n      ...RestaurantPage_restaurant\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateRestaurant($id: ID!, $input: RestaurantInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      ...RestaurantPage_restaurant\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateRestaurant($id: ID!, $input: RestaurantInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      ...RestaurantPage_restaurant\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteRestaurant($id: ID!) {\n    deleteRestaurant(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteRestaurant($id: ID!) {\n    deleteRestaurant(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RestaurantForm($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      address\n      phone\n      email\n      isLab\n    }\n  }\n',
): (typeof documents)['\n  query RestaurantForm($id: ID!) {\n    restaurant(id: $id) {\n      id\n      name\n      address\n      phone\n      email\n      isLab\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateRestaurant($input: RestaurantInput!) {\n    createRestaurant(input: $input) {\n      id\n      name\n      address\n      phone\n      email\n      isLab\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateRestaurant($input: RestaurantInput!) {\n    createRestaurant(input: $input) {\n      id\n      name\n      address\n      phone\n      email\n      isLab\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditRestaurant($id: ID!, $input: RestaurantInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      id\n      name\n      address\n      phone\n      email\n      isLab\n    }\n  }\n',
): (typeof documents)['\n  mutation EditRestaurant($id: ID!, $input: RestaurantInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      id\n      name\n      address\n      phone\n      email\n      isLab\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SettingsProfile {\n    me {\n      id\n      firstName\n      lastName\n      email\n      phone\n      role\n    }\n  }\n',
): (typeof documents)['\n  query SettingsProfile {\n    me {\n      id\n      firstName\n      lastName\n      email\n      phone\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      role\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      ...Preferences_all\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      ...Preferences_all\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StockRow_stock on StockLevel {\n    currentStock\n    baseUnit\n    display {\n      value\n      unit\n    }\n    status\n    value\n    updatedAt\n    product {\n      id\n      name\n      photoUrl\n    }\n  }\n',
): (typeof documents)['\n  fragment StockRow_stock on StockLevel {\n    currentStock\n    baseUnit\n    display {\n      value\n      unit\n    }\n    status\n    value\n    updatedAt\n    product {\n      id\n      name\n      photoUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StockList($restaurantId: ID!, $filter: StockFilter, $limit: Int, $offset: Int) {\n    restaurant(id: $restaurantId) {\n      id\n      stocks(filter: $filter, limit: $limit, offset: $offset) {\n        total\n        limit\n        offset\n        data {\n          ...StockRow_stock\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StockList($restaurantId: ID!, $filter: StockFilter, $limit: Int, $offset: Int) {\n    restaurant(id: $restaurantId) {\n      id\n      stocks(filter: $filter, limit: $limit, offset: $offset) {\n        total\n        limit\n        offset\n        data {\n          ...StockRow_stock\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StockSummary($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      stockSummary {\n        productCount\n        outOfStockCount\n        lowCount\n        inStockCount\n        totalValue\n        unvaluedCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StockSummary($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      stockSummary {\n        productCount\n        outOfStockCount\n        lowCount\n        inStockCount\n        totalValue\n        unvaluedCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StockAlerts($restaurantId: ID!, $threshold: Float) {\n    restaurant(id: $restaurantId) {\n      id\n      stockAlerts(threshold: $threshold) {\n        ...StockRow_stock\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StockAlerts($restaurantId: ID!, $threshold: Float) {\n    restaurant(id: $restaurantId) {\n      id\n      stockAlerts(threshold: $threshold) {\n        ...StockRow_stock\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductStock($productId: ID!, $restaurantId: ID!) {\n    product(id: $productId) {\n      id\n      name\n      photoUrl\n      baseUnit\n      conversionRules {\n        id\n        sourceQuantity\n        sourceUnit\n        targetQuantity\n        targetUnit\n        isActive\n      }\n      stock(restaurantId: $restaurantId) {\n        ...StockRow_stock\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProductStock($productId: ID!, $restaurantId: ID!) {\n    product(id: $productId) {\n      id\n      name\n      photoUrl\n      baseUnit\n      conversionRules {\n        id\n        sourceQuantity\n        sourceUnit\n        targetQuantity\n        targetUnit\n        isActive\n      }\n      stock(restaurantId: $restaurantId) {\n        ...StockRow_stock\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StockMovements(\n    $restaurantId: ID!\n    $productId: ID\n    $from: Date\n    $to: Date\n    $limit: Int\n    $offset: Int\n  ) {\n    restaurant(id: $restaurantId) {\n      id\n      stockMovements(productId: $productId, from: $from, to: $to, limit: $limit, offset: $offset) {\n        total\n        limit\n        offset\n        data {\n          id\n          type\n          reason\n          quantity\n          unit\n          stockBefore\n          stockAfter\n          occurredAt\n          note\n          createdBy {\n            id\n            firstName\n            lastName\n          }\n          inventory {\n            id\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StockMovements(\n    $restaurantId: ID!\n    $productId: ID\n    $from: Date\n    $to: Date\n    $limit: Int\n    $offset: Int\n  ) {\n    restaurant(id: $restaurantId) {\n      id\n      stockMovements(productId: $productId, from: $from, to: $to, limit: $limit, offset: $offset) {\n        total\n        limit\n        offset\n        data {\n          id\n          type\n          reason\n          quantity\n          unit\n          stockBefore\n          stockAfter\n          occurredAt\n          note\n          createdBy {\n            id\n            firstName\n            lastName\n          }\n          inventory {\n            id\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordStockMovement($input: StockMovementInput!) {\n    recordStockMovement(input: $input) {\n      id\n      stockAfter\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordStockMovement($input: StockMovementInput!) {\n    recordStockMovement(input: $input) {\n      id\n      stockAfter\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Suppliers {\n    suppliers {\n      id\n      kind\n      name\n      email\n      phone\n      address\n      deliveryDelayDays\n    }\n  }\n',
): (typeof documents)['\n  query Suppliers {\n    suppliers {\n      id\n      kind\n      name\n      email\n      phone\n      address\n      deliveryDelayDays\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SupplierMercurial_article on Article {\n    id\n    name\n    price\n    vat\n    product {\n      id\n      name\n      photoUrl\n    }\n    lastPriceChange {\n      id\n      price\n      change\n      changePercent\n      changedAt\n    }\n  }\n',
): (typeof documents)['\n  fragment SupplierMercurial_article on Article {\n    id\n    name\n    price\n    vat\n    product {\n      id\n      name\n      photoUrl\n    }\n    lastPriceChange {\n      id\n      price\n      change\n      changePercent\n      changedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SupplierPage($id: ID!, $kind: SupplierKind!) {\n    supplier(id: $id, kind: $kind) {\n      id\n      kind\n      name\n      email\n      phone\n      address\n      minOrderAmount\n      deliveryDelayDays\n      deliveryDays\n      restaurants {\n        id\n      }\n      articles {\n        ...SupplierMercurial_article\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SupplierPage($id: ID!, $kind: SupplierKind!) {\n    supplier(id: $id, kind: $kind) {\n      id\n      kind\n      name\n      email\n      phone\n      address\n      minOrderAmount\n      deliveryDelayDays\n      deliveryDays\n      restaurants {\n        id\n      }\n      articles {\n        ...SupplierMercurial_article\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SupplierRestaurantOptions {\n    restaurants {\n      id\n      name\n      address\n      isLab\n    }\n  }\n',
): (typeof documents)['\n  query SupplierRestaurantOptions {\n    restaurants {\n      id\n      name\n      address\n      isLab\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetSupplierRestaurants($supplierId: ID!, $restaurantIds: [ID!]!) {\n    setSupplierRestaurants(supplierId: $supplierId, restaurantIds: $restaurantIds) {\n      id\n      restaurants {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetSupplierRestaurants($supplierId: ID!, $restaurantIds: [ID!]!) {\n    setSupplierRestaurants(supplierId: $supplierId, restaurantIds: $restaurantIds) {\n      id\n      restaurants {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetLabServedRestaurants($laboratoryId: ID!, $restaurantIds: [ID!]!) {\n    setServedRestaurants(laboratoryId: $laboratoryId, restaurantIds: $restaurantIds) {\n      id\n      servedRestaurants {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetLabServedRestaurants($laboratoryId: ID!, $restaurantIds: [ID!]!) {\n    setServedRestaurants(laboratoryId: $laboratoryId, restaurantIds: $restaurantIds) {\n      id\n      servedRestaurants {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SupplierForm_supplier on ExternalSupplier {\n    id\n    name\n    email\n    phone\n    address\n    minOrderAmount\n    deliveryDelayDays\n    mondayDelivery\n    tuesdayDelivery\n    wednesdayDelivery\n    thursdayDelivery\n    fridayDelivery\n    saturdayDelivery\n    sundayDelivery\n  }\n',
): (typeof documents)['\n  fragment SupplierForm_supplier on ExternalSupplier {\n    id\n    name\n    email\n    phone\n    address\n    minOrderAmount\n    deliveryDelayDays\n    mondayDelivery\n    tuesdayDelivery\n    wednesdayDelivery\n    thursdayDelivery\n    fridayDelivery\n    saturdayDelivery\n    sundayDelivery\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SupplierForm($id: ID!) {\n    supplier(id: $id, kind: EXTERNAL) {\n      __typename\n      ... on ExternalSupplier {\n        ...SupplierForm_supplier\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SupplierForm($id: ID!) {\n    supplier(id: $id, kind: EXTERNAL) {\n      __typename\n      ... on ExternalSupplier {\n        ...SupplierForm_supplier\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateSupplier($input: SupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierForm_supplier\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateSupplier($input: SupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierForm_supplier\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateSupplier($id: ID!, $input: SupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierForm_supplier\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateSupplier($id: ID!, $input: SupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierForm_supplier\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TagTable_tag on Tag {\n    id\n    name\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment TagTable_tag on Tag {\n    id\n    name\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Tags {\n    tags {\n      ...TagTable_tag\n    }\n  }\n',
): (typeof documents)['\n  query Tags {\n    tags {\n      ...TagTable_tag\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateTag($name: String!) {\n    createTag(name: $name) {\n      ...TagTable_tag\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateTag($name: String!) {\n    createTag(name: $name) {\n      ...TagTable_tag\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateTag($id: ID!, $name: String!) {\n    updateTag(id: $id, name: $name) {\n      ...TagTable_tag\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateTag($id: ID!, $name: String!) {\n    updateTag(id: $id, name: $name) {\n      ...TagTable_tag\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ZoneTable_zone on Zone {\n    id\n    name\n    description\n    surfaceCount\n    equipmentCount\n    restaurant {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment ZoneTable_zone on Zone {\n    id\n    name\n    description\n    surfaceCount\n    equipmentCount\n    restaurant {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SurfaceTable_surface on Surface {\n    id\n    name\n    description\n    isStorageArea\n    zone {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment SurfaceTable_surface on Surface {\n    id\n    name\n    description\n    isStorageArea\n    zone {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RestaurantZones($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      zones {\n        ...ZoneTable_zone\n      }\n      surfaces {\n        ...SurfaceTable_surface\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RestaurantZones($restaurantId: ID!) {\n    restaurant(id: $restaurantId) {\n      id\n      zones {\n        ...ZoneTable_zone\n      }\n      surfaces {\n        ...SurfaceTable_surface\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateZone($input: CreateZoneInput!) {\n    createZone(input: $input) {\n      ...ZoneTable_zone\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateZone($input: CreateZoneInput!) {\n    createZone(input: $input) {\n      ...ZoneTable_zone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateZone($id: ID!, $input: UpdateZoneInput!) {\n    updateZone(id: $id, input: $input) {\n      ...ZoneTable_zone\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateZone($id: ID!, $input: UpdateZoneInput!) {\n    updateZone(id: $id, input: $input) {\n      ...ZoneTable_zone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteZone($id: ID!) {\n    deleteZone(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteZone($id: ID!) {\n    deleteZone(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateSurface($input: SurfaceInput!) {\n    createSurface(input: $input) {\n      ...SurfaceTable_surface\n      zone {\n        id\n        surfaceCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateSurface($input: SurfaceInput!) {\n    createSurface(input: $input) {\n      ...SurfaceTable_surface\n      zone {\n        id\n        surfaceCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateSurface($id: ID!, $input: SurfaceInput!) {\n    updateSurface(id: $id, input: $input) {\n      ...SurfaceTable_surface\n      zone {\n        id\n        surfaceCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateSurface($id: ID!, $input: SurfaceInput!) {\n    updateSurface(id: $id, input: $input) {\n      ...SurfaceTable_surface\n      zone {\n        id\n        surfaceCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteSurface($id: ID!) {\n    deleteSurface(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteSurface($id: ID!) {\n    deleteSurface(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query R {\n    restaurants {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query R {\n    restaurants {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation L($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n',
): (typeof documents)['\n  mutation L($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestaurantSelection_restaurant on Restaurant {\n    id\n    name\n    address\n    isLab\n  }\n',
): (typeof documents)['\n  fragment RestaurantSelection_restaurant on Restaurant {\n    id\n    name\n    address\n    isLab\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SelectableRestaurants {\n    restaurants {\n      ...RestaurantSelection_restaurant\n    }\n  }\n',
): (typeof documents)['\n  query SelectableRestaurants {\n    restaurants {\n      ...RestaurantSelection_restaurant\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPermissions {\n    me {\n      id\n      role\n      permissions {\n        area\n        canCreate\n        canEdit\n        canDelete\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyPermissions {\n    me {\n      id\n      role\n      permissions {\n        area\n        canCreate\n        canEdit\n        canDelete\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
