package io.tenantdesk.infer;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The name a drafted entity takes from its keys: the sort key's word when the sort key holds a value ({@code
 * USER#u1} makes a {@code User}), or when it is a word of its own beside other such words under the same partition
 * ({@code CREDIT} beside {@code PROFILE}); else the partition key's word, spelt out by the id after it where the word
 * abbreviates it ({@code T|{tenantId}} makes a {@code Tenant}); else the table's name.
 */
final class EntityName {

    /** Sort key words that say an item describes its partition rather than name a kind of item. */
    private static final Set<String> DESCRIBING = Set.of("META", "METADATA", "PROFILE", "DETAILS", "INFO", "ROOT");

    private EntityName() {}

    static String of(
            DescriptorDraft.TableFacts table,
            KeyGrouping.Group group,
            List<KeyGrouping.Group> siblings,
            String partitionTemplate) {
        KeyShape sort = group.sort();
        boolean sortIsWord = sort != null && sort.parts().stream().noneMatch(KeyShape.Part::isValue);
        if (sort != null && !sortIsWord && sort.firstLiteral() != null) {
            return DescriptorDraft.entityName(sort.firstLiteral());
        }
        if (sortIsWord
                && !DESCRIBING.contains(sort.firstLiteral().toUpperCase(Locale.ROOT))
                && siblings.stream()
                        .anyMatch(g -> g != group
                                && g.partition()
                                        .signature()
                                        .equals(group.partition().signature())
                                && g.sort() != null
                                && g.sort().parts().stream().noneMatch(KeyShape.Part::isValue))) {
            return DescriptorDraft.entityName(sort.firstLiteral());
        }
        String word = group.partition().firstLiteral();
        if (word != null) {
            return spelt(word, partitionTemplate);
        }
        return DescriptorDraft.entityName(sortIsWord ? sort.firstLiteral() : table.name());
    }

    /** The word, or the id after it that it abbreviates ({@code T} before {@code {tenantId}}), as a name. */
    private static String spelt(String word, String template) {
        Matcher m = Pattern.compile(Pattern.quote(word) + "[#|/:]\\{(\\w+)}").matcher(template);
        if (m.find()) {
            String base = m.group(1).replaceFirst("(_id|Id|ID)$", "");
            if (base.length() > word.length()
                    && base.toLowerCase(Locale.ROOT).startsWith(word.toLowerCase(Locale.ROOT))) {
                return Character.toUpperCase(base.charAt(0)) + base.substring(1);
            }
        }
        return DescriptorDraft.entityName(word);
    }
}
