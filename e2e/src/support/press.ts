import type { Locator } from 'playwright-core';
import type { Device } from '../browser';

/** What a person does to a button on that device: a tap with a finger, or a click of the mouse. */
export function press(locator: Locator, device: Device): Promise<void> {
  return device.touch ? locator.tap() : locator.click();
}
