/**
 * A screenshot on its way from the tray into the note. Each delivery has its own key so an
 * editor places it once however often React runs its effect, and hands back exactly the ones
 * it placed.
 */
export type PictureDelivery = { key: string; imageId: string };
