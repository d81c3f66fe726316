/** What panels beside the player may ask of it: where it is, and to go somewhere else. */
export type PlayerHandle = {
  currentTime: () => number;
  seek: (positionS: number) => void;
};
