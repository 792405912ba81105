import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type AuthCardProps = { title: string; description?: React.ReactNode; children: React.ReactNode };

/** The framed panel every auth screen sits in. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Card className="bg-card/80 w-full max-w-md border-white/10 shadow-2xl shadow-fuchsia-500/5 backdrop-blur">
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
