import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export function HomeCta() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-20 sm:px-6">
      <div className="rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight">Ready to make your images lighter?</h2>
        <p className="mx-auto mt-4 max-w-xl opacity-90">
          Free, with no sign-up. Drop a photo in and see the saving for yourself.
        </p>
        <Button asChild size="lg" variant="secondary" className="mt-8">
          <Link to="/jpeg-compress">
            Compress a JPEG <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
