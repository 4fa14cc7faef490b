// Photo posts (Snaps and Slides), their photos and purchases.
export {};
