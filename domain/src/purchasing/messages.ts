/**
 * Purchasing's French texts that the api answers and the web shows (docs/areas/purchasing.md),
 * those of the specification word for word.
 */
import type { PurchaseOrderTransition } from './constants.ts';

export const PURCHASING_MESSAGES = {
  // The specification's.
  editDraftOnly: 'Seuls les bons de commande en brouillon peuvent être modifiés',
  userUnidentified: 'Utilisateur non identifié',
  noLineToExpedite: 'Aucune ligne à expédier',
  expeditionQuantitiesRequired: 'Veuillez saisir une quantité pour toutes les lignes',
  labOnly: 'Cette fonctionnalité est réservée aux laboratoires',

  // Ours: the other refused transitions (409), in the same words.
  sendDraftOnly: 'Seuls les bons de commande en brouillon peuvent être envoyés',
  deleteDraftOnly: 'Seuls les bons de commande en brouillon peuvent être supprimés',
  cancelBeforeReceptionOnly:
    'Seuls les bons de commande en brouillon, en attente de réponse ou confirmés peuvent être annulés',
  cancelReasonRequired: "Indiquez le motif de l'annulation",
  acknowledgeSentOnly: 'Seuls les bons de commande en attente de réponse peuvent être confirmés',
  refuseSentOnly: 'Seuls les bons de commande en attente de réponse peuvent être refusés',
  expediteStatusOnly:
    'Seuls les bons de commande en attente, acceptés ou partiellement reçus peuvent être expédiés',
  expediteLabOnly:
    'Seuls les bons de commande à un laboratoire passent par le contrôle à expédition',
  receiveStatusOnly:
    'Seuls les bons de commande envoyés, confirmés, expédiés ou partiellement reçus peuvent être réceptionnés',
  // Issue 21 item 1: the screen of a transition the user's side may not ask (the api's 403).
  editIssuerOnly: 'Seul le restaurant qui a passé cette commande peut la modifier',
  expediteLaboratorySideOnly: "Seul le laboratoire qui reçoit cette commande peut l'expédier",
  receiveAfterExpedition:
    "Le laboratoire n'a pas encore expédié cette commande : elle se réceptionne après son contrôle à expédition",

  // Expedition and reception lines.
  quantityRequired: 'La quantité est requise',
  quantityNegative: 'La quantité ne peut pas être négative',
  quantityStep: 'La quantité a deux décimales au plus',
  lineNotInOrder: "Cette ligne n'appartient pas à ce bon de commande",
  lineTwice: 'Cette ligne est déjà saisie',
  noLineToReceive: 'Aucune ligne à réceptionner',
  nothingReceived: 'Saisissez une quantité reçue pour au moins une ligne',
  temperatureRequired: 'Relevez la température à la livraison des produits frais et surgelés',
  temperatureAlert: 'Température hors seuil',
  temperatureAlertNoteRequired:
    'Température hors seuil (frais au-dessus de 4 °C, surgelé au-dessus de −18 °C) : une note est requise',
} as const;

/** The 409 message when `transition` is asked of an order whose status does not allow it. */
export const TRANSITION_STATUS_MESSAGES: Readonly<Record<PurchaseOrderTransition, string>> = {
  EDIT: PURCHASING_MESSAGES.editDraftOnly,
  SEND: PURCHASING_MESSAGES.sendDraftOnly,
  DELETE: PURCHASING_MESSAGES.deleteDraftOnly,
  CANCEL: PURCHASING_MESSAGES.cancelBeforeReceptionOnly,
  ACKNOWLEDGE: PURCHASING_MESSAGES.acknowledgeSentOnly,
  REFUSE: PURCHASING_MESSAGES.refuseSentOnly,
  EXPEDITE: PURCHASING_MESSAGES.expediteStatusOnly,
  RECEIVE: PURCHASING_MESSAGES.receiveStatusOnly,
};
