package io.tenantdesk.aws.profile;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.profiles.ProfileFile;

/**
 * Parses one AWS config or credentials file with the SDK's own parser, leaving out each section the parser
 * rejects instead of the whole file. The SDK stops at the first malformed line of a file ("Expected an '='
 * sign defining a property on line 7") and drops everything; here the section holding that line is blanked
 * out (its lines kept as empty lines, so later line numbers stay true), reported with its line and header, and
 * the rest parsed again, until the parser accepts what is left. What the SDK is handed is therefore exactly
 * what it can parse. A section is left out whole, never a single line of it: a profile that lost one of its
 * properties could mean something else (a role without its {@code role_arn} is a key pair).
 */
public final class TolerantProfileFile {

    private static final Pattern LINE = Pattern.compile("on line (\\d+)");

    private TolerantProfileFile() {}

    /** What parsing one file gave: its profiles as the SDK sees them, if any part was usable, and its problems. */
    public record Parsed(Optional<ProfileFile> file, List<ProfileProblem> problems) {

        public Parsed {
            problems = List.copyOf(problems);
        }
    }

    /** Parses {@code file} as {@code type}; a missing file is empty and not a problem. */
    public static Parsed parse(Path file, ProfileFile.Type type) {
        String text;
        try {
            if (!Files.exists(file)) {
                return new Parsed(Optional.empty(), List.of());
            }
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return new Parsed(
                    Optional.empty(),
                    List.of(new ProfileProblem(
                            file,
                            "this " + describe(type) + " file cannot be read, so its profiles are not listed: "
                                    + reason(e))));
        }
        return parse(file, text, type);
    }

    static Parsed parse(Path file, String text, ProfileFile.Type type) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        List<ProfileProblem> problems = new ArrayList<>();
        for (int attempt = 0; attempt <= lines.size(); attempt++) {
            String content = String.join("\n", lines);
            try {
                ProfileFile parsed = ProfileFile.builder()
                        .content(new ByteArrayInputStream(content.getBytes(StandardCharsets.UTF_8)))
                        .type(type)
                        .build();
                return new Parsed(Optional.of(parsed), problems);
            } catch (RuntimeException e) {
                Matcher m = LINE.matcher(String.valueOf(e.getMessage()));
                int line = m.find() ? Integer.parseInt(m.group(1)) : 0;
                if (line < 1 || line > lines.size()) {
                    problems.add(new ProfileProblem(
                            file,
                            "this " + describe(type) + " file cannot be read, so its profiles are not listed: "
                                    + reason(e)));
                    return new Parsed(Optional.empty(), problems);
                }
                problems.add(leaveOut(file, lines, line - 1, reason(e)));
            }
        }
        problems.add(new ProfileProblem(
                file, "this " + describe(type) + " file cannot be read, so its profiles are not listed"));
        return new Parsed(Optional.empty(), problems);
    }

    /** Blanks out the section holding line {@code index} (0-based) and says what was left out. */
    private static ProfileProblem leaveOut(Path file, List<String> lines, int index, String reason) {
        int start = index;
        while (start >= 0 && !isSectionHeader(lines.get(start))) {
            start--;
        }
        int end = index + 1;
        while (end < lines.size() && !isSectionHeader(lines.get(end))) {
            end++;
        }
        Optional<String> header = start >= 0 ? Optional.of(lines.get(start).strip()) : Optional.empty();
        for (int i = Math.max(start, 0); i < end; i++) {
            lines.set(i, "");
        }
        String what = header.isPresent()
                ? "this section is left out (its profile is not listed), the others are used"
                : "the lines before the first section are left out, the sections are used";
        return new ProfileProblem(
                file,
                OptionalInt.of(index + 1),
                Optional.of(header.orElse("(before the first section)")),
                reason,
                what);
    }

    /** As the SDK decides: a line starting with '[' defines a section. */
    private static boolean isSectionHeader(String line) {
        return line.startsWith("[");
    }

    private static String describe(ProfileFile.Type type) {
        return type == ProfileFile.Type.CREDENTIALS ? "credentials" : "config";
    }

    private static String reason(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
