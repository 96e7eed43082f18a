package io.tenantdesk.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/** Jars made from compiled classes, for processes that need jars: an AppCDS archive, a Java agent. */
final class ClassJar {

    private ClassJar() {}

    /** A jar of classes of one folder and their nested classes, with {@code manifest} attributes. */
    static Path of(List<Class<?>> types, Path jar, Manifest manifest) throws IOException {
        Path classes = classesFolder(types.get(0));
        List<Path> files = new ArrayList<>();
        for (Class<?> type : types) {
            Path folder = classes.resolve(type.getPackageName().replace('.', '/'));
            try (Stream<Path> list = Files.list(folder)) {
                list.filter(f -> f.getFileName().toString().matches(type.getSimpleName() + "(\\$.*)?\\.class"))
                        .sorted()
                        .forEach(files::add);
            }
        }
        return write(classes, files, jar, manifest);
    }

    /** A jar of everything in {@code folder} (a module's target/classes). */
    static Path ofFolder(Path folder, Path jar) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        return write(folder, files, jar, new Manifest());
    }

    /** A manifest naming the class of a Java agent loaded into a running JVM. */
    static Manifest agent(Class<?> agentmain) {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().putValue("Agent-Class", agentmain.getName());
        return manifest;
    }

    private static Path write(Path root, List<Path> files, Path jar, Manifest manifest) throws IOException {
        manifest.getMainAttributes().putIfAbsent(Attributes.Name.MANIFEST_VERSION, "1.0");
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file, manifest)) {
            for (Path f : files) {
                out.putNextEntry(new JarEntry(root.relativize(f).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(f));
                out.closeEntry();
            }
        }
        return jar;
    }

    private static Path classesFolder(Class<?> type) throws IOException {
        try {
            return Path.of(
                    type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
    }
}
