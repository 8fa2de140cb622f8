import { contactMessageSchema, toolRequestSchema } from "@squish/shared/inbox";
import { describe, expect, it } from "vitest";
import { fieldErrors, formValues, refusalFrom } from "./form-errors.ts";

describe("the forms' checks", () => {
  it("gives the shared schema's first message for each field", () => {
    expect(fieldErrors(contactMessageSchema, { name: " ", email: "nope", subject: "", message: "short" })).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
    });
    expect(
      fieldErrors(contactMessageSchema, {
        name: "Ann",
        email: "ann@example.com",
        subject: "",
        message: "A long enough message",
      }),
    ).toBeNull();
  });

  it("leaves an empty optional email out instead of calling it invalid", () => {
    const values = formValues({ toolName: "HEIC converter", description: "Turns HEIC into JPEG", email: "  " }, [
      "email",
    ]);
    expect(values).toEqual({ toolName: "HEIC converter", description: "Turns HEIC into JPEG" });
    expect(fieldErrors(toolRequestSchema, values)).toBeNull();
    expect(fieldErrors(toolRequestSchema, { ...values, email: "x@" })).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("maps the server's refusals: issues per field, the rate limit and anything else as a sentence", () => {
    expect(
      refusalFrom(400, {
        error: "invalid_request",
        message: "email: Please enter a valid email address",
        issues: [{ path: "email", message: "Please enter a valid email address" }],
      }),
    ).toEqual({ kind: "fields", errors: { email: "Please enter a valid email address" } });
    expect(refusalFrom(429, { error: "rate_limited", message: "Please wait a few minutes." })).toEqual({
      kind: "sentence",
      message: "Please wait a few minutes.",
    });
    expect(refusalFrom(429, null)).toMatchObject({
      kind: "sentence",
      message: expect.stringContaining("wait a few minutes"),
    });
    expect(refusalFrom(500, "oops")).toMatchObject({
      kind: "sentence",
      message: expect.stringContaining("could not be sent"),
    });
  });
});
