import type { SettingKey, Settings } from "@squish/shared/account/settings";

export type SaveSetting = <K extends SettingKey>(key: K, value: Settings[K]) => void;
