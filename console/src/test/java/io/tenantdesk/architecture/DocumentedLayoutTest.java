package io.tenantdesk.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.testing.Checkout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** The package list in docs/architecture.md names every package of the source tree, each under its own module. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DocumentedLayoutTest {

    private static final String DOC = "docs/architecture.md";
    private static final String SECTION = "## Modules and packages";
    private static final Pattern MODULE_HEADING = Pattern.compile("^### `?([\\w-]+)`?\\s*$");
    private static final Pattern PACKAGE_LINE = Pattern.compile("^- `(io\\.tenantdesk(?:\\.\\w+)*)` — \\S.*");

    private Map<String, String> documented;
    private Map<String, String> inTheTree;

    @BeforeAll
    void read() throws IOException {
        documented = documentedPackages(Files.readAllLines(Checkout.file(DOC)));
        inTheTree = packagesInTheTree(Checkout.root());
    }

    @Test
    void theListAndTheTreeAreNotEmpty() {
        assertThat(documented)
                .as("packages listed under %s in %s", SECTION, DOC)
                .isNotEmpty();
        assertThat(inTheTree).containsKeys("io.tenantdesk.schema", "io.tenantdesk.cli", "io.tenantdesk.ui.app");
    }

    @Test
    void everyPackageIsListed() {
        List<String> missing = new ArrayList<>();
        inTheTree.forEach((name, module) -> {
            if (!documented.containsKey(name)) {
                missing.add(name + " (" + module + ")");
            }
        });
        assertThat(missing).as("packages %s does not list", DOC).isEmpty();
    }

    @Test
    void everyPackageIsListedUnderItsModule() {
        List<String> misplaced = new ArrayList<>();
        documented.forEach((name, module) -> {
            String actual = inTheTree.get(name);
            if (actual != null && !actual.equals(module)) {
                misplaced.add(name + " is listed under " + module + " but lives in " + actual);
            }
        });
        assertThat(misplaced)
                .as("packages %s lists under the wrong module", DOC)
                .isEmpty();
    }

    @Test
    void everyListedPackageExists() {
        List<String> gone = documented.keySet().stream()
                .filter(name -> !inTheTree.containsKey(name))
                .toList();
        assertThat(gone).as("packages %s lists that hold no main source", DOC).isEmpty();
    }

    /** Package → the module heading it is listed under, from the lines of the section. */
    static Map<String, String> documentedPackages(List<String> lines) {
        int start = lines.indexOf(SECTION);
        assertThat(start).as("%s has a line '%s'", DOC, SECTION).isNotNegative();
        Map<String, String> packages = new LinkedHashMap<>();
        List<String> twice = new ArrayList<>();
        String module = null;
        for (String line : lines.subList(start + 1, lines.size())) {
            if (line.startsWith("## ")) {
                break;
            }
            Matcher heading = MODULE_HEADING.matcher(line);
            Matcher entry = PACKAGE_LINE.matcher(line);
            if (heading.matches()) {
                module = heading.group(1);
            } else if (entry.matches()) {
                assertThat(module).as("a module heading above %s", line).isNotNull();
                if (packages.put(entry.group(1), module) != null) {
                    twice.add(entry.group(1));
                }
            }
        }
        assertThat(twice).as("packages %s lists twice", DOC).isEmpty();
        return packages;
    }

    /** Package → module, for every folder under a module's src/main/java/io/tenantdesk that holds a .java file. */
    static Map<String, String> packagesInTheTree(Path root) throws IOException {
        Map<String, String> packages = new TreeMap<>();
        try (Stream<Path> modules = Files.list(root)) {
            for (Path module : modules.sorted().toList()) {
                Path sources = module.resolve("src/main/java");
                if (Files.isDirectory(sources.resolve("io/tenantdesk"))) {
                    addPackages(sources, module.getFileName().toString(), packages);
                }
            }
        }
        return packages;
    }

    /** A package found in two modules is recorded as living in both, so no single heading matches it. */
    private static void addPackages(Path sources, String module, Map<String, String> packages) throws IOException {
        try (Stream<Path> files = Files.walk(sources.resolve("io/tenantdesk"))) {
            files.filter(file -> file.getFileName().toString().endsWith(".java"))
                    .map(file -> packageName(sources, file))
                    .distinct()
                    .forEach(name -> packages.merge(name, module, (was, now) -> was + " and " + now));
        }
    }

    private static String packageName(Path sources, Path file) {
        List<String> parts = new ArrayList<>();
        sources.relativize(file.getParent()).forEach(part -> parts.add(part.toString()));
        return String.join(".", parts);
    }
}
