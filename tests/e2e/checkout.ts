import type { Page } from "@playwright/test";

/**
 * What a buy button posts (plan, period) to /resources/checkout. /plans does not show one yet (its texts and the
 * legal pages still say payment is not open): the page's form is stood in for by the same post from the page.
 */
export async function buy(page: Page, plan: string, period: string) {
  await page.evaluate(
    ([plan, period]) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/resources/checkout";
      for (const [name, value] of Object.entries({ plan, period })) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.appendChild(input);
      }
      document.body.appendChild(form);
      form.submit();
    },
    [plan, period],
  );
}
