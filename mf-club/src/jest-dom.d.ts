// Types for the jest-dom matchers used by the component tests.
/// <reference types="@testing-library/jest-dom" />
