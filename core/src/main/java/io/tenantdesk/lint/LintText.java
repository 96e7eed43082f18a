package io.tenantdesk.lint;

import io.tenantdesk.text.VisibleText;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The lint report for people. Prints nothing for a clean run without notices (quiet on success); otherwise
 * every table with the counts of the entities it holds, each finding group with its examples, the TTL notice,
 * and a summary.
 * Control, format and bidirectional characters in keys and messages are escaped, so every example stays on its
 * line and reads as stored.
 */
public final class LintText {

    public void write(LintReport report, PrintWriter out) {
        if (report.clean() && report.ttlExpired() == 0) {
            return;
        }
        for (TableReport t : report.tables()) {
            table(t, out);
        }
        out.println(summary(report));
        out.flush();
    }

    private void table(TableReport t, PrintWriter out) {
        String physical = t.physicalTable().equals(t.table()) ? "" : " (" + t.physicalTable() + ")";
        out.println(t.table() + physical + ": " + count(t.items(), "item") + ", " + count(t.findings(), "finding"));
        if (t.unrecognised().count() > 0) {
            group("  ", t.unrecognised(), out);
        }
        for (EntityReport e : t.entities()) {
            if (e.items() == 0) {
                continue;
            }
            String invalid = e.invalid() == 0 ? "" : ", " + e.invalid() + " invalid";
            out.println("  " + e.entity() + ": " + count(e.items(), "item") + invalid);
            for (Group g : e.violations()) {
                group("    ", g, out);
            }
            for (Group g : e.keyDrift()) {
                group("    ", g, out);
            }
        }
        if (t.ttlExpired().count() > 0) {
            out.println("  notice: " + count(t.ttlExpired().count(), "item") + " past their TTL (`" + t.ttlAttribute()
                    + "`), not yet deleted by DynamoDB");
            examples("      ", t.ttlExpired().examples(), out);
        }
    }

    private void group(String indent, Group g, PrintWriter out) {
        out.println(indent + g.title() + " [" + g.code() + "]: " + count(g.count(), "item"));
        examples(indent + "  ", g.examples(), out);
    }

    private void examples(String indent, List<Example> examples, PrintWriter out) {
        for (Example e : examples) {
            String key = e.key().entrySet().stream()
                    .map(k -> k.getKey() + "=" + escape(k.getValue()))
                    .collect(Collectors.joining(" "));
            out.println(indent + key + (e.message() == null ? "" : "  " + escape(e.message())));
        }
    }

    private static String summary(LintReport r) {
        StringBuilder s = new StringBuilder("lint ")
                .append(r.platformId())
                .append(": ")
                .append(count(r.items(), "item"))
                .append(" in ")
                .append(count(r.tables().size(), "table"))
                .append(", ");
        if (r.clean()) {
            s.append("no findings");
        } else {
            s.append(count(r.findings(), "finding"))
                    .append(" (")
                    .append(r.unrecognised())
                    .append(" unrecognised, ")
                    .append(r.invalid())
                    .append(" breaking rules, of which ")
                    .append(keyWords(r.keyDrift() - r.keyMissing(), r.keyMissing()));
            if (r.strictTtl()) {
                s.append(", TTL counted");
            }
            s.append(')');
        }
        if (r.ttlExpired() > 0) {
            s.append("; notice: ")
                    .append(count(r.ttlExpired(), "item"))
                    .append(" past TTL")
                    .append(r.strictTtl() ? "" : " (not a finding without --strict-ttl)");
        }
        return s.toString();
    }

    /** "2 with key drift", "1 with key drift and 1 with an index key missing". */
    private static String keyWords(long drifted, long missing) {
        if (missing == 0) {
            return drifted + " with key drift";
        }
        String missingWords = missing + " with an index key missing";
        return drifted == 0 ? missingWords : drifted + " with key drift and " + missingWords;
    }

    static String count(long n, String noun) {
        return String.format(Locale.ROOT, "%,d %s%s", n, noun, n == 1 ? "" : "s");
    }

    /** Keeps a value on one line and as it is stored: control, format and bidirectional characters escaped. */
    static String escape(String text) {
        return VisibleText.escape(text);
    }
}
