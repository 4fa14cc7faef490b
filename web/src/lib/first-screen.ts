let drawingFirstScreen = false;

/**
 * Whether React is drawing the app's first screen over the page the server sent (decision 0060). A list the
 * page brought with it is then drawn just after that first commit rather than inside it; a part mounted
 * later (another tab, a page opened in the app) draws what it has at once.
 */
export const isDrawingFirstScreen = () => drawingFirstScreen;

export function setDrawingFirstScreen(drawing: boolean) {
  drawingFirstScreen = drawing;
}
