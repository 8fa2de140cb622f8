import { ACTIVITY_TYPES, type ActivityType } from "@squish/shared/account/activity";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ACTIVITY_LABELS } from "./activity-format.ts";

interface Props {
  type: ActivityType | "all";
  search: string;
  onType(type: ActivityType | "all"): void;
  onSearch(search: string): void;
}

/** Filter by activity type and search by file name (issue 10). */
export function ActivityFilters({ type, search, onType, onSearch }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor="activity-search">Search by file name</Label>
        <div className="relative">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="activity-search"
            type="search"
            className="pl-9"
            placeholder="e.g. holiday.jpg"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-type">Activity type</Label>
        <select
          id="activity-type"
          value={type}
          onChange={(e) => onType(e.target.value as ActivityType | "all")}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          <option value="all">All activities</option>
          {ACTIVITY_TYPES.map((t) => (
            <option key={t} value={t}>
              {ACTIVITY_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
